import type { PassEvent } from "@kumite/contracts/social/events";
import type { Command } from "@kumite/kit/decider";

// The members one member passed on. A pass guards nothing over history (passing twice only
// renews it), so it is appended without expecting a version; who may be passed is checked on the
// read model.

export type PassesState = Record<string, never>;
export const initialState: PassesState = {};

export type PassMember = Command<"PassMember", { passedUserId: string }>;

export const evolve = (state: PassesState): PassesState => state;

export function decide({ data, metadata }: PassMember): PassEvent[] {
  return [{ type: "MemberPassed", data: { userId: metadata.aggregateId, passedUserId: data.passedUserId } }];
}

export const passesDecider = { initialState, evolve, decide };
