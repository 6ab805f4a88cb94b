import type { ConnectedMemberView } from "@kumite/contracts/social/views";
import { FRIEND_MARTIAL_ARTS } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { Flex, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { useOptionsText } from "../i18n/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";

export interface FriendCardProps {
  member: ConnectedMemberView;
  /** The buttons (and badges) for this connection. */
  children: ReactNode;
}

/** One connection: the other member's name, location, up to 2 martial arts then "+N more" (SPEC §2, §9). */
export function FriendCard({ member, children }: FriendCardProps) {
  const { token } = theme.useToken();
  const { t } = useOptionsText();
  const name = memberName(member);
  return (
    <Flex
      component="li"
      align="center"
      gap="middle"
      wrap
      style={{ padding: 12, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}
    >
      <MemberAvatar name={name} />
      <Flex vertical style={{ flex: 1, minWidth: 180 }}>
        <Link to="/profile/$id" params={{ id: member.id }} style={{ color: token.colorText, fontWeight: 600 }}>
          {name}
        </Link>
        <Typography.Text type="secondary">{member.location.trim() || t("friends.locationNotSet")}</Typography.Text>
        <MartialArtBadges arts={member.martialArts} max={FRIEND_MARTIAL_ARTS} style={{ marginTop: 4 }} />
      </Flex>
      <Flex gap="small" align="center" wrap>
        {children}
      </Flex>
    </Flex>
  );
}
