import { Card, Empty, Typography } from "antd";

/** The user's posts; the list arrives with the posts issue, so for now it is the empty state. */
export function ProfilePosts({ isOwnProfile }: { isOwnProfile: boolean }) {
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
        Posts
      </Typography.Title>
      <Empty description={isOwnProfile ? "You haven't posted yet" : "No posts yet"} />
    </Card>
  );
}
