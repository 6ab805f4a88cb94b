import type { DojoView } from "@kumite/contracts/dojo/views";
import { SEARCH } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { Avatar, Flex, Typography } from "antd";
import { artsAndLocation, useResultRowStyle } from "./result-row-style.ts";

/** The first character of a name, whole even outside the Basic Multilingual Plane, uppercase. */
const firstLetter = (name: string) => (Array.from(name.trim())[0] ?? "").toUpperCase();

/** One dojo found: its first letter, name, up to 2 martial arts and the location; opens /dojos. */
export function DojoResult({ dojo, onNavigate }: { dojo: DojoView; onNavigate: () => void }) {
  const style = useResultRowStyle();
  const details = artsAndLocation(dojo.martialArts, dojo.location, SEARCH.inlineMartialArts);
  return (
    <li>
      <Link to="/dojos" onClick={onNavigate} style={style}>
        {/* White on #dc2626 is 4.8:1; decorative, as the name follows. */}
        <Avatar shape="square" style={{ backgroundColor: "#dc2626", fontWeight: 600, flexShrink: 0 }} aria-hidden>
          {firstLetter(dojo.name)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong>{dojo.name}</Typography.Text>
          {details && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {details}
            </Typography.Text>
          )}
        </Flex>
      </Link>
    </li>
  );
}
