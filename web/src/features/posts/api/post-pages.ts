import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import type { PostView } from "@kumite/contracts/social/views";
import { apiRequest, readJson } from "@/shared/api/api-request.ts";

export interface PostPage {
  posts: PostView[];
  /** The `x-next-cursor` of the reply: more posts exist. */
  nextCursor: string | null;
}

/** `path?key=value&…` for the defined params, each URL-encoded. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  return query ? `${path}?${query}` : path;
}

/**
 * One page of posts, newest first. The first page is the plain list of SPEC §7; the next page's
 * cursor comes in a header. Failures read "Failed to fetch posts" (SPEC §8), the reply as cause.
 */
export async function getPostPage(path: string, params: Record<string, string | null | undefined>): Promise<PostPage> {
  try {
    const response = await apiRequest("GET", withQuery(path, params));
    return { posts: await readJson<PostView[]>(response), nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
  } catch (error) {
    throw new Error("Failed to fetch posts", { cause: error });
  }
}

/** The first page has no cursor. */
export const FIRST_PAGE: string | null = null;

/** Pages chain by cursor; none after the last page. */
export const nextPageParam = (lastPage: PostPage): string | undefined => lastPage.nextCursor ?? undefined;
