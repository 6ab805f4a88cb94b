import type { CredentialEvent, UserEvent } from "@kumite/contracts/identity/events";
import type { AggregateRepository } from "@kumite/kit/decider";
import type { EventStore } from "@kumite/kit/event-store";
import type { Projector } from "@kumite/kit/projector";
import type { ReadStore } from "@kumite/kit/read-store/port";
import type { Reservations } from "@kumite/kit/reservations";
import type { SessionStore } from "@kumite/kit/sessions";
import type { CredentialsCommand, CredentialsState } from "./domain/credentials.ts";
import type { UserCommand, UserState } from "./domain/user.ts";

/** Everything identity's handlers need; main.ts wires the real ones, tests may wire their own. */
export type IdentityDeps = {
  events: EventStore;
  store: ReadStore;
  projector: Projector;
  sessions: SessionStore;
  reservations: Reservations;
  users: AggregateRepository<UserState, UserCommand, UserEvent>;
  credentials: AggregateRepository<CredentialsState, CredentialsCommand, CredentialEvent>;
  clock: () => Date;
  /** scrypt in production; injectable so a seed of thousands of users need not hash each one. */
  passwords: { hash(password: string): Promise<string>; verify(password: string, hash: string): Promise<boolean> };
};
