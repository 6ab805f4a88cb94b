import { RelativeTime } from "@/shared/components/relative-time.tsx";

/** A relative time (SPEC §9) with the exact date on hover. */
export function PostTime({ date }: { date: string }) {
  return <RelativeTime date={date} />;
}
