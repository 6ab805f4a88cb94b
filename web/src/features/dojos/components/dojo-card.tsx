import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import SettingOutlined from "@ant-design/icons/SettingOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { Button, Card, Flex, Tag, Typography } from "antd";
import { useId } from "react";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { memberName } from "@/shared/format/member-name.ts";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useJoinDojo, useLeaveDojo } from "../api/dojo-membership.ts";
import { useDojosText } from "../i18n/catalog.ts";
import type { DojoAccess } from "../utils/dojo-access.ts";

export interface DojoCardProps {
  dojo: DojoView;
  access: DojoAccess;
  onManage: () => void;
}

/**
 * One dojo on /dojos (SPEC §2): name, location, description, up to 3 arts, the member count, the
 * owner, the member's badge, and what they may do: Manage, Events, Leave, or Join Dojo.
 */
export function DojoCard({ dojo, access, onManage }: DojoCardProps) {
  const { t } = useDojosText();
  const toast = useToast();
  const join = useJoinDojo();
  const leave = useLeaveDojo();
  const headingId = useId();
  const name = dojo.name;

  // SPEC §8: join and leave failures are logged, not toasted.
  const joinDojo = () => join.mutate(dojo.id, { onSuccess: () => toast.success(t("card.joined")) });
  const leaveDojo = () => leave.mutate(dojo.id, { onSuccess: () => toast.success(t("card.left")) });

  return (
    <article aria-labelledby={headingId} style={{ height: "100%" }}>
      <Card
        style={{ height: "100%" }}
        styles={{ body: { display: "flex", flexDirection: "column", gap: 8, height: "100%" } }}
      >
        <Flex justify="space-between" align="start" gap="small">
          <Typography.Title level={3} id={headingId} style={{ fontSize: 18, margin: 0 }}>
            {name}
          </Typography.Title>
          {access.isOwner ? (
            <Tag color="gold">{t("card.ownerBadge")}</Tag>
          ) : access.isMember ? (
            <Tag>{t("card.memberBadge")}</Tag>
          ) : null}
        </Flex>
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {dojo.location}
        </Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {dojo.description}
        </Typography.Paragraph>
        <MartialArtBadges arts={dojo.martialArts} max={CARD_MARTIAL_ARTS} />
        <Flex wrap gap="middle" style={{ marginTop: "auto" }}>
          <Typography.Text>
            <TeamOutlined aria-hidden /> {t("card.members", { count: dojo.memberCount })}
          </Typography.Text>
          {dojo.owner && (
            <Typography.Text type="secondary">{t("card.owner", { name: memberName(dojo.owner) })}</Typography.Text>
          )}
        </Flex>
        <Flex wrap gap="small">
          {access.mayOpenManagement && (
            <Button icon={<SettingOutlined aria-hidden />} onClick={onManage} aria-describedby={headingId}>
              {t("card.manage")}
            </Button>
          )}
          {access.isMember && (
            // Each card's buttons say the same; their description says which dojo.
            <LinkButton
              to="/events"
              search={{ dojoId: dojo.id }}
              icon={<CalendarOutlined aria-hidden />}
              aria-describedby={headingId}
            >
              {t("card.events")}
            </LinkButton>
          )}
          {access.isMember && !access.isOwner && (
            <Button danger loading={leave.isPending} onClick={leaveDojo} aria-describedby={headingId}>
              {t("card.leave")}
            </Button>
          )}
          {!access.isMember && (
            <Button
              type="primary"
              loading={join.isPending}
              disabled={access.inAnotherDojo}
              onClick={joinDojo}
              aria-describedby={headingId}
            >
              {t("card.join")}
            </Button>
          )}
        </Flex>
      </Card>
    </article>
  );
}
