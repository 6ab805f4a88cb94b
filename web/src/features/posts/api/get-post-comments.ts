import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import type { CommentView } from "@kumite/contracts/social/views";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/shared/api/api-request.ts";
import { postKeys } from "./post-keys.ts";
import { withQuery } from "./post-pages.ts";

export interface CommentPage {
  comments: CommentView[];
  /** The `x-next-cursor` of the reply: newer comments follow. */
  nextCursor: string | null;
}

/** GET /api/posts/{postId}/comments: one page of a post's comments, oldest first. */
export async function getCommentPage(postId: string, cursor: string | null): Promise<CommentPage> {
  const path = withQuery(`/api/posts/${encodeURIComponent(postId)}/comments`, { order: "oldest", cursor });
  const response = await apiRequest("GET", path);
  return { comments: await readJson<CommentView[]>(response), nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/** A post's whole thread, page by page, so that it reads from the first comment down. */
export const postCommentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam }) => getCommentPage(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: CommentPage) => lastPage.nextCursor ?? undefined,
  });

/** The thread, fetched only once the member asks for it (`enabled`). */
export function usePostComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({ ...postCommentsQueryOptions(postId), enabled });
}
