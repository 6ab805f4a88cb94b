import type { PostCategory } from "@kumite/contracts/values";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Query keys of everything posts show. They follow the default fetch's convention where one
 * exists (`["/api/posts", "categories"]` is GET /api/posts/categories), so `["/api/posts"]`
 * covers the feed, the category counts and trending together.
 */
export const postKeys = {
  feed: (category: PostCategory | null) => ["/api/posts", { category }] as const,
  categories: ["/api/posts", "categories"] as const,
  trending: ["/api/posts", "trending"] as const,
  byUser: (userId: string) => ["/api/users", userId, "posts"] as const,
  comments: (postId: string) => ["/api/posts", postId, "comments"] as const,
};

/** The feed (any category) and members' post lists: the caches that hold pages of posts. */
export const isPostListKey = (queryKey: QueryKey): boolean =>
  (queryKey[0] === "/api/posts" && typeof queryKey[1] === "object" && queryKey[1] !== null) ||
  (queryKey[0] === "/api/users" && queryKey[2] === "posts");

/**
 * After a new post or comment: the feed, counts, trending, every post's open thread and every
 * user's post list refetch.
 */
export function invalidatePostLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === "/api/posts" || (queryKey[0] === "/api/users" && queryKey[2] === "posts"),
  });
}
