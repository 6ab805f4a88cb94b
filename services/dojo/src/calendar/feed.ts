import type { CalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";
import type { Command } from "@kumite/kit/decider";

// A member's calendar feed: its current secret token. Opening is done once (two first asks at once
// agree on one token: the command is versioned); renewing replaces the token, the old one answering
// nothing from then on. Tokens are made by the handler (decide takes no random input).

export type CalendarFeedState = { token: string | null };
export const initialState: CalendarFeedState = { token: null };

/** Makes the member's feed with `token` unless they have one. */
export type OpenFeed = Command<"OpenFeed", { token: string }>;
/** Gives the feed `token` in place of the one it had. */
export type RenewFeed = Command<"RenewFeed", { token: string }>;
export type CalendarFeedCommand = OpenFeed | RenewFeed;

export function evolve(state: CalendarFeedState, event: CalendarFeedChange): CalendarFeedState {
  return { ...state, token: event.data.token };
}

export function decide(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedChange[] {
  const memberId = command.metadata.aggregateId;
  switch (command.type) {
    case "OpenFeed":
      return state.token ? [] : [{ type: "CalendarFeedOpened", data: { memberId, token: command.data.token } }];
    case "RenewFeed":
      return [
        { type: "CalendarFeedRenewed", data: { memberId, token: command.data.token, previousToken: state.token } },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const calendarFeedDecider = { initialState, evolve, decide };
