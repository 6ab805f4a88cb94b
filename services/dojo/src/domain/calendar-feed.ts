import type { CalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";
import type { Command } from "@kumite/kit/decider";

// A member's calendar feed: the hash of its current token, the nonce that token derives from (null
// for a feed made before tokens were hashed), and the hash of an older link that still answers.
// Every command is versioned: two first asks at once agree on one feed, and two asks to relink at
// once on one link. Links are made by the handler (decide takes no random input and no key), and
// the log's plain tokens of old reach it hashed (the kit's calendar-feed-tokens upcaster).

export type CalendarFeedState = { tokenHash: string | null; nonce: string | null; keptTokenHash: string | null };
export const initialState: CalendarFeedState = { tokenHash: null, nonce: null, keptTokenHash: null };

type Link = { tokenHash: string; nonce: string };
/** Makes the member's feed with this link unless they have one. */
export type OpenFeed = Command<"OpenFeed", Link>;
/** Gives the feed this link in place of the one it had, and ends any older link kept beside it. */
export type RenewFeed = Command<"RenewFeed", Link>;
/**
 * Gives the feed a link its member can be shown, keeping `replacing` (its current link, which
 * cannot be derived) answering beside it; nothing if the feed's link is no longer `replacing`.
 */
export type RelinkFeed = Command<"RelinkFeed", Link & { replacing: string }>;
export type CalendarFeedCommand = OpenFeed | RenewFeed | RelinkFeed;

export function evolve(state: CalendarFeedState, event: CalendarFeedChange): CalendarFeedState {
  const { tokenHash, nonce } = event.data;
  if (event.type === "CalendarFeedRelinked") return { tokenHash, nonce, keptTokenHash: event.data.keptTokenHash };
  return { tokenHash, nonce, keptTokenHash: null };
}

export function decide(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedChange[] {
  const memberId = command.metadata.aggregateId;
  const { tokenHash, nonce } = command.data;
  switch (command.type) {
    case "OpenFeed":
      return state.tokenHash ? [] : [{ type: "CalendarFeedOpened", data: { memberId, tokenHash, nonce } }];
    case "RenewFeed":
      return [
        { type: "CalendarFeedRenewed", data: { memberId, tokenHash, nonce, previousTokenHash: state.tokenHash } },
      ];
    case "RelinkFeed":
      if (state.tokenHash !== command.data.replacing) return [];
      return [{ type: "CalendarFeedRelinked", data: { memberId, tokenHash, nonce, keptTokenHash: state.tokenHash } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const calendarFeedDecider = { initialState, evolve, decide };
