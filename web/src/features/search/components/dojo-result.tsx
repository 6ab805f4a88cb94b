import { SEARCH } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { Avatar, Flex, Typography } from "antd";
import type { DojoSummary } from "@/shared/types/dojo-summary.ts";
import { artsAndLocation, useResultRowStyle } from "./result-row-style.ts";

/** One dojo found: its first letter, name, up to 2 martial arts and the location; opens /dojos. */
export function DojoResult({ dojo, onNavigate }: { dojo: DojoSummary; onNavigate: () => void }) {
  const style = useResultRowStyle();
  const details = artsAndLocation(dojo.martialArts, dojo.location, SEARCH.inlineMartialArts);
  return (
    <li>
      <Link to="/dojos" onClick={onNavigate} style={style}>
        <Avatar shape="square" style={{ backgroundColor: "#dc2626", fontWeight: 600, flexShrink: 0 }} aria-hidden>
          {dojo.name.trim().charAt(0).toUpperCase()}
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
