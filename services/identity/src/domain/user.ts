import type { UserEvent } from "@kumite/contracts/identity/events";
import { homeCellOf, type Cell } from "@kumite/contracts/identity/cells";
import type { ProfileChanges, ProfileFields } from "@kumite/contracts/identity/profile";
import type { Command } from "@kumite/kit/decider";
import { Conflict } from "@kumite/kit/errors";
import { MemberNotFound } from "@kumite/kit/members";

// One user's public profile and lifetime. Uniqueness of email and username is reserved before
// RegisterUser is decided (Reservations), since no single aggregate sees every user.
//
// Its events are public (every context reads them), so a member's point never goes in them: the
// commands take the point, and the events carry only its ~1 km cell (the point itself is the
// private home-point aggregate's). A move within the same cell changes nothing others can see,
// and is no event here at all.

export type UserState = { status: "unregistered" } | { status: "active"; cell: Cell | null } | { status: "deleted" };
export const initialState: UserState = { status: "unregistered" };

export type RegisterUser = Command<"RegisterUser", ProfileFields & { username: string; displayName: string }>;
export type UpdateProfile = Command<"UpdateProfile", ProfileChanges>;
export type DeleteUser = Command<"DeleteUser", Record<string, never>>;
export type UserCommand = RegisterUser | UpdateProfile | DeleteUser;

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case "UserRegistered":
      return { status: "active", cell: event.data.cell ?? null };
    case "UserProfileUpdated":
      return state.status === "active" && event.data.cell !== undefined ? { ...state, cell: event.data.cell } : state;
    case "UserDeleted":
      return { status: "deleted" };
  }
}

const sameCell = (a: Cell | null, b: Cell | null) => a?.row === b?.row && a?.column === b?.column;

function register({ data, metadata }: RegisterUser, state: UserState): UserEvent[] {
  if (state.status !== "unregistered") throw new Conflict("This account already exists");
  const { latitude, longitude, ...profile } = data;
  return [
    {
      type: "UserRegistered",
      data: { userId: metadata.aggregateId, ...profile, cell: homeCellOf({ latitude, longitude }) },
    },
  ];
}

function updateProfile({ data, metadata }: UpdateProfile, state: UserState): UserEvent[] {
  if (state.status !== "active") throw new MemberNotFound();
  const { latitude, longitude, ...changes } = data;
  const cell = latitude === undefined || longitude === undefined ? undefined : homeCellOf({ latitude, longitude });
  const moved = cell !== undefined && !sameCell(cell, state.cell);
  const published = { ...changes, ...(moved ? { cell } : {}) };
  if (Object.keys(published).length === 0) return [];
  return [{ type: "UserProfileUpdated", data: { ...published, userId: metadata.aggregateId } }];
}

function remove({ metadata }: DeleteUser, state: UserState): UserEvent[] {
  if (state.status !== "active") throw new MemberNotFound();
  return [{ type: "UserDeleted", data: { userId: metadata.aggregateId } }];
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case "RegisterUser":
      return register(command, state);
    case "UpdateProfile":
      return updateProfile(command, state);
    case "DeleteUser":
      return remove(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const userDecider = { initialState, evolve, decide };
