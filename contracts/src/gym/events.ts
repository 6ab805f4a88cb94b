import type { GiPreference, MartialArt, Weekday } from "../values.ts";

// Gym's events, on the GYM stream. Two aggregates:
// - `gym.name.<nameKeyHash>`: the gyms listed under one name key (gym-name.ts), so that adding a
//   gym decides against every gym of a similar name at once: two adds of the same gym, however
//   concurrent, store it once. GymAdded lives here.
// - `gym.gym.<gymId>`: what members add to a gym afterwards, its open mats and linked dojos.

export type GymProfile = {
  name: string;
  address: string;
  phone: string | null;
  website: string | null;
  description: string;
  martialArts: MartialArt[];
  latitude: number;
  longitude: number;
};

export type GymAdded = GymProfile & { gymId: string; nameKey: string; addedBy: string };

/** A weekly open mat: its day and times are the gym's local wall-clock time. */
export type OpenMatSlot = {
  weekday: Weekday;
  /** HH:mm, 24-hour. */
  start: string;
  end: string;
  kind: GiPreference;
  /** null: free. */
  fee: string | null;
  note: string;
};
/** Its adder counts as its first confirmation. */
export type OpenMatAdded = OpenMatSlot & { gymId: string; openMatId: string; addedBy: string };
export type OpenMatConfirmed = { gymId: string; openMatId: string; memberId: string };
export type OpenMatFlagged = {
  gymId: string;
  openMatId: string;
  memberId: string;
  /**
   * Whether it weighs against the open mat: false from a member not established when they flagged
   * it (kit's members/account-standing.ts); absent on flags from before that rule, which all counted.
   */
  counted?: boolean;
};
export type DojoLinked = { gymId: string; dojoId: string; linkedBy: string };
export type DojoUnlinked = { gymId: string; dojoId: string; unlinkedBy: string };

export type GymListingEvent = { type: "GymAdded"; data: GymAdded };
export type GymActivityEvent =
  | { type: "OpenMatAdded"; data: OpenMatAdded }
  | { type: "OpenMatConfirmed"; data: OpenMatConfirmed }
  | { type: "OpenMatFlagged"; data: OpenMatFlagged }
  | { type: "DojoLinked"; data: DojoLinked }
  | { type: "DojoUnlinked"; data: DojoUnlinked };
export type GymEvent = GymListingEvent | GymActivityEvent;

export const GYM_STREAM = { name: "GYM", subjects: ["gym.>"] } as const;
export const gymNameSubject = (nameKeyHash: string) => `gym.name.${nameKeyHash}`;
export const gymSubject = (gymId: string) => `gym.gym.${gymId}`;
