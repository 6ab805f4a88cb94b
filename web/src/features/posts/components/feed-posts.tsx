import type { PostCategory } from "@kumite/contracts/values";
import { useFeed } from "../api/get-feed.ts";
import { EmptyFeed } from "./empty-feed.tsx";
import { PostList } from "./post-list.tsx";

/** The community feed, all categories or one, newest first. */
export function FeedPosts({ category }: { category: PostCategory | null }) {
  const query = useFeed(category);
  return <PostList query={query} empty={<EmptyFeed category={category} />} />;
}
