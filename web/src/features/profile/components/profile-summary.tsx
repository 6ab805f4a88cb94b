import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import TrophyOutlined from "@ant-design/icons/TrophyOutlined";
import type { UserView } from "@kumite/contracts/identity/views";
import { Card, Col, Flex, Row, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { ConnectionCount } from "./connection-count.tsx";
import { useProfileText } from "../i18n/catalog.ts";
import { pluralCount } from "../utils/plural-count.ts";
import { ProfileTrainingDetails } from "./profile-training-details.tsx";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { memberName } from "@/shared/format/member-name.ts";

export interface ProfileSummaryProps {
  user: UserView;
  postCount: number | string;
  /** Beside the name: Edit profile on one's own profile, Connect on another's. */
  actions?: ReactNode;
}

/** Who the user is: initials, name, experience, location, martial arts, bio and counts (SPEC §2). */
export function ProfileSummary({ user, postCount, actions }: ProfileSummaryProps) {
  const { t } = useProfileText();
  const name = memberName(user);
  return (
    <Card>
      <Flex gap="large" wrap align="flex-start">
        <MemberAvatar size={96} name={name} />
        <Flex vertical gap="small" style={{ flex: 1, minWidth: 240 }}>
          <Flex justify="space-between" align="flex-start" gap="middle" wrap>
            <div>
              <Typography.Title level={2} style={{ margin: 0 }}>
                {name}
              </Typography.Title>
              <Typography.Text type="secondary">@{user.username}</Typography.Text>
            </div>
            {actions}
          </Flex>
          {user.experience && (
            <Typography.Text>
              <TrophyOutlined aria-hidden /> {user.experience}
            </Typography.Text>
          )}
          {user.location && (
            <Typography.Text>
              <EnvironmentOutlined aria-hidden /> {user.location}
            </Typography.Text>
          )}
          <MartialArtBadges arts={user.martialArts} max={user.martialArts.length} />
          <ProfileTrainingDetails user={user} />
          {user.bio && <Typography.Paragraph style={{ marginBottom: 0 }}>{user.bio}</Typography.Paragraph>}
          <Row gutter={32} style={{ marginTop: 8 }}>
            <Col>
              <Statistic title={t("stats.posts", { count: pluralCount(postCount) })} value={postCount} />
            </Col>
            <Col>
              <ConnectionCount userId={user.id} />
            </Col>
          </Row>
        </Flex>
      </Flex>
    </Card>
  );
}
