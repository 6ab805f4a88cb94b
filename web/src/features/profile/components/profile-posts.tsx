import { Card, Empty, Typography } from "antd";
import type { ReactNode } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useProfileText } from "../i18n/catalog.ts";

export interface ProfilePostsProps {
  isOwnProfile: boolean;
  /** The list of posts; without it, the empty state. */
  renderPosts?: (context: { emptyText: string }) => ReactNode;
}

/** The profile's posts section, with SPEC's empty texts for one's own profile and another's. */
export function ProfilePosts({ isOwnProfile, renderPosts }: ProfilePostsProps) {
  const { t } = useProfileText();
  const emptyText = isOwnProfile ? t("posts.emptyOwn") : t("posts.emptyOther");
  return (
    <section aria-labelledby="profile-posts-heading">
      <Typography.Title id="profile-posts-heading" level={3} style={{ fontSize: 18 }}>
        {t("posts.heading")}
      </Typography.Title>
      {renderPosts ? (
        renderPosts({ emptyText })
      ) : (
        <Card>
          <EmptyState place="section" image={Empty.PRESENTED_IMAGE_DEFAULT} title={emptyText} />
        </Card>
      )}
    </section>
  );
}
