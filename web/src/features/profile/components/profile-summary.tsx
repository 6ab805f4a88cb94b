import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import TrophyOutlined from "@ant-design/icons/TrophyOutlined";
import UserAddOutlined from "@ant-design/icons/UserAddOutlined";
import type { UserView } from "@kumite/contracts/identity/views";
import { Avatar, Button, Card, Col, Flex, Row, Statistic, Tag, Typography } from "antd";
import { initials } from "@/shared/format/initials.ts";

export interface ProfileSummaryProps {
  user: UserView;
  isOwnProfile: boolean;
  postCount: number | string;
}

/** Who the user is: initials, name, experience, location, martial arts, bio and counts (SPEC §2). */
export function ProfileSummary({ user, isOwnProfile, postCount }: ProfileSummaryProps) {
  const name = user.displayName || user.username;
  return (
    <Card>
      <Flex gap="large" wrap align="flex-start">
        <Avatar size={96} style={{ backgroundColor: "#dc2626", fontSize: 36, fontWeight: 600, flexShrink: 0 }}>
          {initials(name)}
        </Avatar>
        <Flex vertical gap="small" style={{ flex: 1, minWidth: 240 }}>
          <Flex justify="space-between" align="flex-start" gap="middle" wrap>
            <div>
              <Typography.Title level={2} style={{ margin: 0 }}>
                {name}
              </Typography.Title>
              <Typography.Text type="secondary">@{user.username}</Typography.Text>
            </div>
            {!isOwnProfile && (
              // SPEC does not show what Connect does; it stays inert until that is decided.
              <Button type="primary" icon={<UserAddOutlined />} aria-label="Connect">
                Connect
              </Button>
            )}
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
          {user.martialArts.length > 0 && (
            <Flex wrap gap={4} aria-label="Martial arts">
              {user.martialArts.map((art) => (
                <Tag key={art} color="red">
                  {art}
                </Tag>
              ))}
            </Flex>
          )}
          {user.bio && <Typography.Paragraph style={{ marginBottom: 0 }}>{user.bio}</Typography.Paragraph>}
          <Row gutter={32} style={{ marginTop: 8 }}>
            <Col>
              <Statistic title="Posts" value={postCount} />
            </Col>
            <Col>
              <Statistic title="Connections" value={0} />
            </Col>
          </Row>
        </Flex>
      </Flex>
    </Card>
  );
}
