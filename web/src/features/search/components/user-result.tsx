import type { UserView } from "@kumite/contracts/identity/views";
import { CARD_MARTIAL_ARTS, SEARCH } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { Flex, Typography } from "antd";
import { artsAndLocation, useResultRowStyle } from "./result-row-style.ts";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { memberName } from "@/shared/format/member-name.ts";

/** One user found: initials, name, up to 2 martial arts and the location, and badges; opens their profile. */
export function UserResult({ user, onNavigate }: { user: UserView; onNavigate: () => void }) {
  const style = useResultRowStyle();
  const name = memberName(user);
  const details = artsAndLocation(user.martialArts, user.location, SEARCH.inlineMartialArts);

  return (
    <li>
      <Link to="/profile/$id" params={{ id: user.id }} onClick={onNavigate} style={style}>
        <MemberAvatar name={name} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong>{name}</Typography.Text>
          {details && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {details}
            </Typography.Text>
          )}
          <MartialArtBadges arts={user.martialArts} max={CARD_MARTIAL_ARTS} style={{ marginTop: 4 }} />
        </Flex>
      </Link>
    </li>
  );
}
