import type { CredentialEvent } from "@kumite/contracts/identity/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict } from "@kumite/kit/errors";
import { MemberNotFound } from "@kumite/kit/members";

// A user's sign-in credentials. Kept apart from the public user events (their own stream) so
// that a password hash never reaches another context.

export type CredentialsState = { status: "none" } | { status: "active" } | { status: "revoked" };
export const initialState: CredentialsState = { status: "none" };

export type IssueCredentials = Command<"IssueCredentials", { email: string; passwordHash: string }>;
export type RevokeCredentials = Command<"RevokeCredentials", Record<string, never>>;
export type CredentialsCommand = IssueCredentials | RevokeCredentials;

export function evolve(_state: CredentialsState, event: CredentialEvent): CredentialsState {
  switch (event.type) {
    case "CredentialsIssued":
      return { status: "active" };
    case "CredentialsRevoked":
      return { status: "revoked" };
  }
}

export function decide(command: CredentialsCommand, state: CredentialsState): CredentialEvent[] {
  const userId = command.metadata.aggregateId;
  switch (command.type) {
    case "IssueCredentials":
      if (state.status !== "none") throw new Conflict("Credentials were already issued for this account");
      return [{ type: "CredentialsIssued", data: { userId, ...command.data } }];
    case "RevokeCredentials":
      if (state.status !== "active") throw new MemberNotFound();
      return [{ type: "CredentialsRevoked", data: { userId } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const credentialsDecider = { initialState, evolve, decide };
