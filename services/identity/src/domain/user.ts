import type { UserDeleted, UserEvent, UserProfileUpdated, UserRegistered } from "@kumite/contracts/identity/events";
import { Conflict, NotFound } from "@kumite/kit/errors";

// One user's public profile and lifetime. Uniqueness of email and username is reserved before
// RegisterUser is decided (Reservations), since no single aggregate sees every user.

export type UserState = { status: "unregistered" } | { status: "active"; userId: string } | { status: "deleted" };
export const initialState: UserState = { status: "unregistered" };

export type RegisterUser = { type: "RegisterUser"; data: UserRegistered };
export type UpdateProfile = { type: "UpdateProfile"; data: UserProfileUpdated };
export type DeleteUser = { type: "DeleteUser"; data: UserDeleted };
export type UserCommand = RegisterUser | UpdateProfile | DeleteUser;

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case "UserRegistered":
      return { status: "active", userId: event.data.userId };
    case "UserProfileUpdated":
      return state;
    case "UserDeleted":
      return { status: "deleted" };
  }
}

function register(command: RegisterUser, state: UserState): UserEvent[] {
  if (state.status !== "unregistered") throw new Conflict("This account already exists");
  return [{ type: "UserRegistered", data: command.data }];
}

function updateProfile(command: UpdateProfile, state: UserState): UserEvent[] {
  if (state.status !== "active") throw new NotFound("User not found");
  return [{ type: "UserProfileUpdated", data: command.data }];
}

function remove(command: DeleteUser, state: UserState): UserEvent[] {
  if (state.status !== "active") throw new NotFound("User not found");
  return [{ type: "UserDeleted", data: command.data }];
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
