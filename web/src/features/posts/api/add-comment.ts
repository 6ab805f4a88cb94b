import type { CreateCommentBody } from "@kumite/contracts/social/commands";
import type { CommentView } from "@kumite/contracts/social/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { addCommentToPostLists } from "./comment-in-post-lists.ts";
import { invalidatePostLists } from "./post-keys.ts";

/** POST /api/comments with content, postId, authorId. */
export function addComment(body: CreateCommentBody): Promise<CommentView> {
  return apiJson<CommentView>("POST", "/api/comments", body);
}

/**
 * The new comment shows at once (the post's latest comments, its count), then the post lists and
 * the post's open thread refetch.
 */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comment) => {
      addCommentToPostLists(queryClient, comment);
      return invalidatePostLists(queryClient);
    },
  });
}
