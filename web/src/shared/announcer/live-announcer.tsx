import { useEffect, useState } from "react";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";
import { onAnnouncement, type Announcement } from "./announcer.ts";

/**
 * The app's two live regions, present from the first render (a region added together with its text
 * is often not read). Each keeps only the latest announcement.
 */
export function LiveAnnouncer() {
  const [polite, setPolite] = useState<Announcement | null>(null);
  const [assertive, setAssertive] = useState<Announcement | null>(null);
  useEffect(() => onAnnouncement((announcement) => (announcement.assertive ? setAssertive : setPolite)(announcement)), []);
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
