import { useEffect, useState } from "react";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";
import { onAnnouncement, type Announcement } from "./announcer.ts";

/**
 * Announcements this close together are said as one ("Connection request sent! Liked Ana. Now
 * showing …"): a region changed twice in a moment is often read only the second time.
 */
export const JOIN_WITHIN_MS = 500;

type Said = Announcement & { at: number };

const joined = (previous: Said | null, next: Announcement, now: number): Said =>
  previous && now - previous.at < JOIN_WITHIN_MS
    ? { ...next, text: `${previous.text} ${next.text}`, at: previous.at }
    : { ...next, at: now };

/**
 * The app's two live regions, present from the first render (a region added together with its text
 * is often not read). Each keeps only its latest words.
 */
export function LiveAnnouncer() {
  const [polite, setPolite] = useState<Said | null>(null);
  const [assertive, setAssertive] = useState<Said | null>(null);
  useEffect(
    () =>
      onAnnouncement((announcement) => {
        const now = Date.now();
        (announcement.assertive ? setAssertive : setPolite)((previous) => joined(previous, announcement, now));
      }),
    [],
  );
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite" style={VISUALLY_HIDDEN}>
        {polite && <span key={polite.id}>{polite.text}</span>}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="live-assertive" style={VISUALLY_HIDDEN}>
        {assertive && <span key={assertive.id}>{assertive.text}</span>}
      </div>
    </>
  );
}
