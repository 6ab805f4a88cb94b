import type { ConnectedMemberView } from "@kumite/contracts/social/connections";
import { FRIEND_MARTIAL_ARTS } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { Avatar, Flex, Tag, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { initials } from "@/shared/format/initials.ts";
import { memberName } from "../utils/friend-lists.ts";

export interface FriendCardProps {
  member: ConnectedMemberView;
  /** The buttons (and badges) for this connection. */
  children: ReactNode;
}

/** One connection: the other member's name, location, up to 2 martial arts then "+N more" (SPEC §2, §9). */
export function FriendCard({ member, children }: FriendCardProps) {
  const { token } = theme.useToken();
  const name = memberName(member);
  const arts = member.martialArts.slice(0, FRIEND_MARTIAL_ARTS);
  const more = member.martialArts.length - arts.length;
  return (
    <Flex
      component="li"
      align="center"
      gap="middle"
      wrap
      style={{ padding: 12, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}
    >
      <Avatar style={{ backgroundColor: "#dc2626", fontWeight: 600, flexShrink: 0 }} aria-hidden>
        {initials(name)}
      </Avatar>
      <Flex vertical style={{ flex: 1, minWidth: 180 }}>
        <Link to="/profile/$id" params={{ id: member.id }} style={{ color: token.colorText, fontWeight: 600 }}>
          {name}
        </Link>
        <Typography.Text type="secondary">{member.location.trim() || "Location not set"}</Typography.Text>
        {arts.length > 0 && (
          <Flex wrap gap={4} style={{ marginTop: 4 }}>
            {arts.map((art) => (
              <Tag key={art} color="red">
                {art}
              </Tag>
            ))}
            {more > 0 && <Tag>{`+${more} more`}</Tag>}
          </Flex>
        )}
      </Flex>
      <Flex gap="small" align="center" wrap>
        {children}
      </Flex>
    </Flex>
  );
}
