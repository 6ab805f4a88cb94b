import { Alert, Card, Flex, Skeleton } from "antd";
import type { ReactNode } from "react";
import { isApiError } from "@/shared/api/api-error.ts";
import { useUser } from "@/shared/api/get-user.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useProfileText } from "../i18n/catalog.ts";
import { ConnectButton } from "./connect-button.tsx";
import { EditProfileButton } from "./edit-profile-button.tsx";
import { ProfileNotFound } from "./profile-not-found.tsx";
import { ProfilePosts } from "./profile-posts.tsx";
import { ProfileSummary } from "./profile-summary.tsx";
import { ReportBlockButton } from "@/shared/safety/report-block-button.tsx";
import { memberName } from "@/shared/format/member-name.ts";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";

export interface ProfilePageProps {
  userId?: string;
  /** The user's post count, as far as it is known (the posts feature pages through them). */
  postCount?: number | string;
  /** The user's posts (laid out by the app); `emptyText` is what to say when there are none. */
  renderPosts?: (context: { emptyText: string }) => ReactNode;
}

/** /profile and /profile/{id}: the id falls back to the signed-in user's (SPEC §2). */
export function ProfilePage({ userId, postCount = 0, renderPosts }: ProfilePageProps) {
  const { t } = useProfileText();
  const { t: tCommon } = useCommonText();
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
    return (
      <Alert
        type="error"
        showIcon
        title={t("loadFailed")}
        description={serverMessage(error, tCommon("tryAgainLater"))}
      />
    );
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 880, margin: "0 auto" }}>
      <ProfileSummary
        user={user}
        postCount={postCount}
        actions={
          isOwnProfile ? (
            <EditProfileButton />
          ) : (
            <Flex gap="small" wrap>
              <ConnectButton member={user} />
              <ReportBlockButton member={{ id: user.id, name: memberName(user) }} />
            </Flex>
          )
        }
      />
      <ProfilePosts isOwnProfile={isOwnProfile} renderPosts={renderPosts} />
    </Flex>
  );
}
