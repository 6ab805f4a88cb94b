import { formatRelativeTime } from "@/shared/format/relative-time.ts";

/** A relative time (SPEC §9) with the exact date on hover. */
export function PostTime({ date }: { date: string }) {
  return (
    <time dateTime={date} title={new Date(date).toLocaleString()}>
      {formatRelativeTime(date)}
    </time>
  );
}
