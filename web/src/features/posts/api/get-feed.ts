import type { PostCategory } from "@kumite/contracts/values";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { postKeys } from "./post-keys.ts";
import { FIRST_PAGE, getPostPage, nextPageParam } from "./post-pages.ts";

/** GET /api/posts, or GET /api/posts?category=… for one category; later pages by cursor. */
export const feedQueryOptions = (category: PostCategory | null) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(category),
    queryFn: ({ pageParam }) => getPostPage("/api/posts", { category, cursor: pageParam }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

export function useFeed(category: PostCategory | null) {
  return useInfiniteQuery(feedQueryOptions(category));
}
