import type { HomePointEvent } from "@kumite/contracts/identity/events";
import type { Command } from "@kumite/kit/decider";

// A member's own point, on identity's private stream (`identity_private.point.<userId>`), which no
// other context reads: it is shown to the member alone, and everyone else knows only its cell
// (the user aggregate's public events). Every setting is an event, the same point again too: a
// member who signed up before points left the public stream has their point in an old public event
// and none here, so this aggregate cannot tell a repeat from a change.

export type HomePoint = { latitude: number | null; longitude: number | null };
export type HomePointState = HomePoint;
export const initialState: HomePointState = { latitude: null, longitude: null };

export type SetHomePoint = Command<"SetHomePoint", HomePoint>;

export function evolve(_state: HomePointState, event: HomePointEvent): HomePointState {
  return { latitude: event.data.latitude, longitude: event.data.longitude };
}

export function decide(command: SetHomePoint, _state: HomePointState): HomePointEvent[] {
  const { latitude, longitude } = command.data;
  return [{ type: "HomePointSet", data: { userId: command.metadata.aggregateId, latitude, longitude } }];
}

export const homePointDecider = { initialState, evolve, decide };
