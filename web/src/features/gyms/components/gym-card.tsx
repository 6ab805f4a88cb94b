import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import CompassOutlined from "@ant-design/icons/CompassOutlined";
import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import PhoneOutlined from "@ant-design/icons/PhoneOutlined";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import type { GymView } from "@kumite/contracts/gym/views";
import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { Button, Card, Flex, Typography } from "antd";
import { useId } from "react";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { formatDistance } from "@/shared/format/distance.ts";
import { VisuallyHidden } from "@/shared/components/visually-hidden.tsx";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { directionsUrl, phoneHref } from "../utils/gym-links.ts";
import { GymChatButton } from "./gym-chat-button.tsx";
import { GymContact } from "./gym-contact.tsx";
import { NextOpenMatTag } from "./next-open-mat-tag.tsx";

export interface GymCardProps {
  gym: GymView;
  onOpenMats: () => void;
  /** The gym's chat when the member is in it, null when not; undefined while that is not known. */
  chat?: GroupChatView | null;
}

/**
 * One gym on /gyms (SPEC §2): name, address, distance, description, up to 3 arts, its phone and
 * website, Directions and Call; beyond SPEC its next open mat, the open mats panel and its chat.
 */
export function GymCard({ gym, onOpenMats, chat }: GymCardProps) {
  const { t } = useGymsText();
  const { locale } = useLocale();
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} style={{ height: "100%" }}>
      <Card
        style={{ height: "100%" }}
        styles={{ body: { display: "flex", flexDirection: "column", gap: 8, height: "100%" } }}
      >
        <Typography.Title level={3} id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {gym.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {gym.address}
        </Typography.Text>
        {gym.distance !== undefined && (
          <Typography.Text strong>
            {t("card.distance", { distance: formatDistance(gym.distance, locale) })}
          </Typography.Text>
        )}
        {gym.nextOpenMat && <NextOpenMatTag next={gym.nextOpenMat} />}
        {gym.description && (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {gym.description}
          </Typography.Paragraph>
        )}
        <MartialArtBadges arts={gym.martialArts} max={CARD_MARTIAL_ARTS} />
        <GymContact gym={gym} />
        {gym.dojos.length > 0 && (
          <Typography.Text type="secondary">
            {t("card.dojos", { names: gym.dojos.map((dojo) => dojo.name).join(", ") })}
          </Typography.Text>
        )}
        <Flex wrap gap="small" style={{ marginTop: "auto" }}>
          <Button
            href={directionsUrl(gym)}
            target="_blank"
            rel="noopener noreferrer"
            icon={<CompassOutlined aria-hidden />}
            aria-describedby={headingId}
          >
            {t("card.directions")}
            <VisuallyHidden> {t("card.opensInNewTab")}</VisuallyHidden>
          </Button>
          {gym.phone && (
            <Button href={phoneHref(gym.phone)} icon={<PhoneOutlined aria-hidden />} aria-describedby={headingId}>
              {t("card.call")}
            </Button>
          )}
          <Button icon={<CalendarOutlined aria-hidden />} onClick={onOpenMats} aria-describedby={headingId}>
            {t("card.openMats", { count: gym.openMats.length })}
          </Button>
          {chat !== undefined && <GymChatButton gym={gym} chat={chat} describedBy={headingId} />}
        </Flex>
      </Card>
    </article>
  );
}
