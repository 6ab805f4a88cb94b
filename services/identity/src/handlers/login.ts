import { randomBytes } from "node:crypto";
import type { LoginBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { issueAppealTicket } from "@kumite/kit/sessions";
import { Forbidden, Unauthenticated } from "@kumite/kit/errors";
import { isSuspended } from "@kumite/kit/members";
import type { IdentityDeps, PasswordHasher } from "../aggregates.ts";
import { credentialsByEmail } from "../queries/credentials.ts";
import { sessionUser } from "../queries/session-user.ts";

export const WRONG_CREDENTIALS = "Invalid email or password";
export const ACCOUNT_SUSPENDED =
  "Your account is suspended pending review after reports from other members. If you think this is a mistake, send us an appeal below: a moderator will read it.";

/** The password was right, and the account is suspended: no session, but one appeal. */
export class SuspendedAccount extends Forbidden {
  constructor(readonly appealTicket: string) {
    super(ACCOUNT_SUSPENDED, { code: "auth.suspended" });
  }
}

/**
 * One message for an unknown email and a wrong password, so sign-in reveals no accounts; and one
 * cost: an unknown email is checked against a decoy hash, so the reply takes as long as for a
 * wrong password. (Repeated failures are throttled per account and per address by the gateway:
 * gateway/src/sign-in-throttle.ts.)
 */
export async function login(deps: IdentityDeps, body: LoginBody): Promise<{ user: SessionUser; sessionId: string }> {
  const credentials = await credentialsByEmail(deps.store, body.email);
  const passwordHash = credentials?.passwordHash ?? (await decoyHash(deps.passwords));
  const valid = await deps.passwords.verify(body.password, passwordHash);
  const user = valid && credentials ? await sessionUser(deps.store, credentials._id) : null;
  if (!user) throw new Unauthenticated(WRONG_CREDENTIALS, { code: "auth.invalid-credentials" });
  if (await isSuspended(deps.store, user.id)) throw new SuspendedAccount(await issueAppealTicket(deps.redis, user.id));
  return { user, sessionId: await deps.sessions.create(user.id) };
}

const decoys = new WeakMap<PasswordHasher, Promise<string>>();

/** A hash of a random password nobody knows, made once per hasher with its own parameters. */
function decoyHash(passwords: PasswordHasher): Promise<string> {
  let hash = decoys.get(passwords);
  if (!hash) {
    hash = passwords.hash(randomBytes(24).toString("base64url"));
    decoys.set(passwords, hash);
  }
  return hash;
}
