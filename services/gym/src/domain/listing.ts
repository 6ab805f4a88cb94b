import { GYM_DUPLICATE_METERS } from "@kumite/contracts/gym/limits";
import type { GymAdded, GymListingEvent, GymProfile } from "@kumite/contracts/gym/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict } from "@kumite/kit/errors";
import { kmBetween, type Point } from "@kumite/kit/geo";

// The gyms listed under one name key (gym-name.ts): `gym.name.<hash of the key>`. Adding a gym is
// decided against every gym of that key, anywhere, and appended expecting the version: two members
// adding the same gym at once make one GymAdded, and the other is told of it (DuplicateGym). Its
// id is the command's, so a retried request (same Idempotency-Key) makes the same gym.

export type ListedGym = Point & { gymId: string };
export type ListingState = { gyms: ListedGym[] };
export const initialState: ListingState = { gyms: [] };

export type AddGym = Command<"AddGym", GymProfile & { nameKey: string; addedBy: string }>;
export type ListingCommand = AddGym;

export const GYM_EXISTS = "This gym is already listed";

/** The gym is there already: within 150 m, under a similar name. */
export class DuplicateGym extends Conflict {
  constructor(readonly gymId: string) {
    super(GYM_EXISTS, { code: "gym.duplicate" });
  }
}

export function evolve(state: ListingState, event: GymListingEvent): ListingState {
  const { gymId, latitude, longitude } = event.data;
  if (state.gyms.some((gym) => gym.gymId === gymId)) return state;
  return { gyms: [...state.gyms, { gymId, latitude, longitude }] };
}

function add({ data, metadata }: AddGym, state: ListingState): GymListingEvent[] {
  const near = state.gyms
    .map((gym) => ({ gym, km: kmBetween(gym, data) }))
    .filter(({ km }) => km * 1000 <= GYM_DUPLICATE_METERS)
    .sort((a, b) => a.km - b.km)[0];
  if (near) throw new DuplicateGym(near.gym.gymId);
  const added: GymAdded = { gymId: metadata.commandId, ...data };
  return [{ type: "GymAdded", data: added }];
}

export function decide(command: ListingCommand, state: ListingState): GymListingEvent[] {
  switch (command.type) {
    case "AddGym":
      return add(command, state);
    default: {
      const unknown: never = command.type;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const listingDecider = { initialState, evolve, decide };
