import type { CreateCommentBody } from "@kumite/contracts/social/commands";
import type { CommentView } from "@kumite/contracts/social/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { invalidatePostLists } from "./post-keys.ts";

/** POST /api/comments with content, postId, authorId. */
export function addComment(body: CreateCommentBody): Promise<CommentView> {
  return apiJson<CommentView>("POST", "/api/comments", body);
}

/** The post lists that show the commented post refetch on success. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addComment, onSuccess: () => invalidatePostLists(queryClient) });
}
