import type { CreateCommentBody } from "@kumite/contracts/social/commands";
import type { CommentView } from "@kumite/contracts/social/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendOrWait } from "@/shared/outbox/outbox.ts";
import { addCommentToPostLists } from "./comment-in-post-lists.ts";
import { invalidatePostLists } from "./post-keys.ts";

/**
 * POST /api/comments with content, postId, authorId, through the outbox: null while it waits to be
 * sent (offline, or cut off); the post lists refetch once it is.
 */
export function addComment(body: CreateCommentBody): Promise<CommentView | null> {
  return sendOrWait<CommentView>({
    kind: "comment",
    memberId: body.authorId,
    method: "POST",
    path: "/api/comments",
    body,
    target: body.postId,
    text: body.content,
    refresh: [["/api/posts"], ["/api/users"]],
  });
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
      if (!comment) return;
      addCommentToPostLists(queryClient, comment);
      return invalidatePostLists(queryClient);
    },
  });
}
