import type { UserView } from "@kumite/contracts/identity/views";
import { CARD_MARTIAL_ARTS, SEARCH } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { Avatar, Flex, Tag, Typography } from "antd";
import { initials } from "@/shared/format/initials.ts";
import { artsAndLocation, useResultRowStyle } from "./result-row-style.ts";

/** One user found: initials, name, up to 2 martial arts and the location, and badges; opens their profile. */
export function UserResult({ user, onNavigate }: { user: UserView; onNavigate: () => void }) {
  const style = useResultRowStyle();
  const name = user.displayName || user.username;
  const details = artsAndLocation(user.martialArts, user.location, SEARCH.inlineMartialArts);
  const badges = user.martialArts.slice(0, CARD_MARTIAL_ARTS);
  const more = user.martialArts.length - badges.length;

  return (
    <li>
      <Link to="/profile/$id" params={{ id: user.id }} onClick={onNavigate} style={style}>
        <Avatar style={{ backgroundColor: "#dc2626", fontWeight: 600, flexShrink: 0 }} aria-hidden>
          {initials(name)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong>{name}</Typography.Text>
          {details && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {details}
            </Typography.Text>
          )}
          {badges.length > 0 && (
            <Flex wrap gap={4} style={{ marginTop: 4 }}>
              {badges.map((art) => (
                <Tag key={art} color="red">
                  {art}
                </Tag>
              ))}
              {more > 0 && <Tag>{`+${more} more`}</Tag>}
            </Flex>
          )}
        </Flex>
      </Link>
    </li>
  );
}
