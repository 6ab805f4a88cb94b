import type { CSSProperties } from "react";
import { useRelativeTime } from "@/shared/format/use-relative-time.ts";

export interface RelativeTimeProps {
  date: string;
  /** "5h ago" rather than "5h" (notifications, SPEC §9). */
  suffix?: boolean;
  style?: CSSProperties;
}

/** A relative time (SPEC §9) in the app's language, with the full date and time on hover. */
export function RelativeTime({ date, suffix, style }: RelativeTimeProps) {
  const { relativeTime, dateTime } = useRelativeTime();
  return (
    <time dateTime={date} title={dateTime(date)} style={style}>
      {relativeTime(date, { suffix })}
    </time>
  );
}
