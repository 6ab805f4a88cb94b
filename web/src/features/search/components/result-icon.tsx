import { Avatar } from "antd";
import type { ReactNode } from "react";

/**
 * A result's square badge (a dojo's first letter, a gym's or an event's icon). White on #dc2626 is
 * 4.8:1; decorative, as the name follows.
 */
export function ResultIcon({ children }: { children: ReactNode }) {
  return (
    <Avatar shape="square" style={{ backgroundColor: "#dc2626", fontWeight: 600, flexShrink: 0 }} aria-hidden>
      {children}
    </Avatar>
  );
}
