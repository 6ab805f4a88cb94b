import type { UserEvent } from "@kumite/contracts/identity/events";
import type { ProfileChanges, ProfileFields } from "@kumite/contracts/identity/profile";
import type { Command } from "@kumite/kit/decider";
import { Conflict } from "@kumite/kit/errors";
import { MemberNotFound } from "@kumite/kit/members/refusals";

// One user's public profile and lifetime. Uniqueness of email and username is reserved before
// RegisterUser is decided (Reservations), since no single aggregate sees every user.

export type UserState = { status: "unregistered" } | { status: "active" } | { status: "deleted" };
export const initialState: UserState = { status: "unregistered" };

export type RegisterUser = Command<"RegisterUser", ProfileFields & { username: string; displayName: string }>;
export type UpdateProfile = Command<"UpdateProfile", ProfileChanges>;
export type DeleteUser = Command<"DeleteUser", Record<string, never>>;
export type UserCommand = RegisterUser | UpdateProfile | DeleteUser;

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case "UserRegistered":
      return { status: "active" };
    case "UserProfileUpdated":
      return state;
    case "UserDeleted":
      return { status: "deleted" };
  }
}

function register({ data, metadata }: RegisterUser, state: UserState): UserEvent[] {
  if (state.status !== "unregistered") throw new Conflict("This account already exists");
  return [{ type: "UserRegistered", data: { userId: metadata.aggregateId, ...data } }];
}

function updateProfile({ data, metadata }: UpdateProfile, state: UserState): UserEvent[] {
  if (state.status !== "active") throw new MemberNotFound();
  return [{ type: "UserProfileUpdated", data: { ...data, userId: metadata.aggregateId } }];
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
