import { Avatar } from "antd";
import { initials } from "@/shared/format/initials.ts";

/** A member's initials in the brand colour; decorative, as their name is always next to it. */
export function MemberAvatar({ name, size }: { name: string; size?: number }) {
  const fontSize = size ? Math.round(size * 0.39) : undefined;
  return (
    <Avatar size={size} aria-hidden style={{ backgroundColor: "#dc2626", fontWeight: 600, flexShrink: 0, fontSize }}>
      {initials(name)}
    </Avatar>
  );
}
