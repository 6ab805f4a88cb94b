import { createHash } from "node:crypto";
import type { CalendarFeedChange, LegacyCalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";

// Feed events from before tokens were hashed carry the token itself. They stay in the log (it is
// never rewritten), but nothing reads them as they are: the feed's decider and its read model both
// read every feed event through upcastFeedChange, which puts the token's hash in its place. It is
// pure, so a replay gives the same hashes and an old feed's link keeps answering. Such a feed has
// no nonce: its link cannot be derived again, only recognised (feeds.ts gives it one that can).

/** How a feed's token is kept and looked up: SHA-256 suits a random 256-bit token (no guessing to slow). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A feed change as the log may hold it: as written now, or from before tokens were hashed. */
export type StoredFeedChange = CalendarFeedChange | LegacyCalendarFeedChange;

/** A feed change as written now, with a nonce of null for a feed whose link cannot be derived. */
export type FeedChange =
  | { type: "CalendarFeedOpened"; data: { memberId: string; tokenHash: string; nonce: string | null } }
  | {
      type: "CalendarFeedRenewed";
      data: { memberId: string; tokenHash: string; nonce: string | null; previousTokenHash: string | null };
    }
  | Extract<CalendarFeedChange, { type: "CalendarFeedRelinked" }>;

export function upcastFeedChange(event: StoredFeedChange): FeedChange {
  if (event.type === "CalendarFeedRelinked" || !("token" in event.data)) return event as FeedChange;
  const { memberId, token } = event.data;
  if (event.type === "CalendarFeedOpened")
    return { type: event.type, data: { memberId, tokenHash: hashToken(token), nonce: null } };
  const previousToken = (event.data as { previousToken: string | null }).previousToken;
  return {
    type: event.type,
    data: {
      memberId,
      tokenHash: hashToken(token),
      nonce: null,
      previousTokenHash: previousToken === null ? null : hashToken(previousToken),
    },
  };
}
