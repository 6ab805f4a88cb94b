import { createHash } from "node:crypto";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import type { StoredEvent } from "../event-store.ts";

// A member's calendar feed events (dojo, `dojo.calendar.<member>`) once carried the feed's secret
// token itself, so the log gave every feed away. Now they carry its SHA-256 (and the nonce the
// dojo service derives the token from). Events stored before that are read with the token's hash
// in its place and a nonce of null (such a link can be recognised, not shown again): the feed's
// decider and read model never see a token, and a replay gives the same hashes, so an old link
// keeps answering.

/** How a feed's token is kept and looked up: SHA-256 suits a random 256-bit token (nothing to slow down). */
export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("base64url");

type LegacyData = Record<string, unknown> & { token?: string; previousToken?: string | null };

export function calendarFeedTokensHashed(event: StoredEvent): StoredEvent {
  if (event.stream !== DOJO_STREAM.name) return event;
  if (event.type !== "CalendarFeedOpened" && event.type !== "CalendarFeedRenewed") return event;
  const { token, previousToken, ...rest } = event.data as LegacyData;
  if (typeof token !== "string") return event;
  const data: Record<string, unknown> = { ...rest, tokenHash: hashFeedToken(token), nonce: null };
  if (event.type === "CalendarFeedRenewed")
    data.previousTokenHash = typeof previousToken === "string" ? hashFeedToken(previousToken) : null;
  return { ...event, data };
}
