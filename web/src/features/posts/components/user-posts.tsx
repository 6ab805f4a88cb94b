import { Card, Empty } from "antd";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useUserPosts } from "../api/get-user-posts.ts";
import { PostList } from "./post-list.tsx";

export interface UserPostsProps {
  userId: string;
  /** What the profile says when the user has not posted. */
  emptyText: string;
}

/** One user's posts as post cards, newest first (the profile page's list). */
export function UserPosts({ userId, emptyText }: UserPostsProps) {
  const query = useUserPosts(userId);
  return (
    <PostList
      query={query}
      empty={
        <Card>
          <EmptyState place="section" image={Empty.PRESENTED_IMAGE_DEFAULT} title={emptyText} />
        </Card>
      }
    />
  );
}
