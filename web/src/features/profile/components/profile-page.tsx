import { Alert, Card, Flex, Skeleton } from "antd";
import { isApiError } from "@/shared/api/api-error.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useUser } from "../api/get-user.ts";
import { ProfileNotFound } from "./profile-not-found.tsx";
import { ProfilePosts } from "./profile-posts.tsx";
import { ProfileSummary } from "./profile-summary.tsx";

/** /profile and /profile/{id}: the id falls back to the signed-in user's (SPEC §2). */
export function ProfilePage({ userId }: { userId?: string }) {
  const me = useCurrentUser();
  const id = userId ?? me.id;
  const isOwnProfile = id === me.id;
  const { data: user, error, isPending } = useUser(id);

  if (isPending) {
    return (
      <Card>
        <Skeleton avatar={{ size: 96 }} active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (isApiError(error, 404)) return <ProfileNotFound />;
  if (error || !user) {
    return <Alert type="error" showIcon title="Could not load this profile" description={error?.message} />;
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 880, margin: "0 auto" }}>
      <ProfileSummary user={user} isOwnProfile={isOwnProfile} postCount={0} />
      <ProfilePosts isOwnProfile={isOwnProfile} />
    </Flex>
  );
}
