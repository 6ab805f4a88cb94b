import type { CredentialEvent, CredentialsIssued } from "@kumite/contracts/identity/events";
import { Conflict, NotFound } from "@kumite/kit/errors";

// A user's sign-in credentials. Kept apart from the public user events (their own stream) so
// that a password hash never reaches another context.

export type CredentialsState =
  | { status: "none" }
  | { status: "active"; email: string; passwordHash: string }
  | { status: "revoked" };
export const initialState: CredentialsState = { status: "none" };

export type IssueCredentials = { type: "IssueCredentials"; data: CredentialsIssued };
export type RevokeCredentials = { type: "RevokeCredentials"; data: { userId: string } };
export type CredentialsCommand = IssueCredentials | RevokeCredentials;

export function evolve(state: CredentialsState, event: CredentialEvent): CredentialsState {
  switch (event.type) {
    case "CredentialsIssued":
      return { status: "active", email: event.data.email, passwordHash: event.data.passwordHash };
    case "CredentialsRevoked":
      return { status: "revoked" };
  }
}

export function decide(command: CredentialsCommand, state: CredentialsState): CredentialEvent[] {
  switch (command.type) {
    case "IssueCredentials":
      if (state.status !== "none") throw new Conflict("Credentials were already issued for this account");
      return [{ type: "CredentialsIssued", data: command.data }];
    case "RevokeCredentials":
      if (state.status !== "active") throw new NotFound("User not found");
      return [{ type: "CredentialsRevoked", data: command.data }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const credentialsDecider = { initialState, evolve, decide };
