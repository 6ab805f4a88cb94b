import type { CreatePostInput } from "@kumite/contracts/social/commands";
import type { PostView } from "@kumite/contracts/social/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { invalidatePostLists } from "./post-keys.ts";

/** POST /api/posts with title (optional), content, category, authorId, attachments (optional). */
export function createPost(body: CreatePostInput): Promise<PostView> {
  return apiJson<PostView>("POST", "/api/posts", body);
}

/** Refreshes the feed, the category counts, trending and the profile post lists on success. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => invalidatePostLists(queryClient) });
}
