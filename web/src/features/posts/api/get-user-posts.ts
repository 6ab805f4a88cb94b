import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { postKeys } from "./post-keys.ts";
import { FIRST_PAGE, getPostPage, nextPageParam } from "./post-pages.ts";

/** GET /api/users/{id}/posts, newest first; later pages by cursor. */
export const userPostsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.byUser(userId),
    queryFn: ({ pageParam }) => getPostPage(`/api/users/${encodeURIComponent(userId)}/posts`, { cursor: pageParam }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useUserPosts(userId: string) {
  return useInfiniteQuery(userPostsQueryOptions(userId));
}

/**
 * The user's post count as far as it is loaded: the posts of the pages fetched so far, with "+"
 * while more pages exist (they load as the list scrolls). Undefined until the first page arrives.
 */
export function useUserPostCount(userId: string): string | undefined {
  const { data, hasNextPage } = useUserPosts(userId);
  if (!data) return undefined;
  const count = data.pages.reduce((sum, page) => sum + page.posts.length, 0);
  return hasNextPage ? `${count}+` : String(count);
}
