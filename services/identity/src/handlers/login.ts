import type { LoginBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { Unauthenticated } from "@kumite/kit/errors";
import { credentialsByEmail } from "../projections/credentials.ts";
import type { IdentityDeps } from "../deps.ts";
import { sessionUser } from "./session-user.ts";

export const WRONG_CREDENTIALS = "Invalid email or password";

/** One message for an unknown email and a wrong password, so sign-in reveals no accounts. */
export async function login(deps: IdentityDeps, body: LoginBody): Promise<{ user: SessionUser; sessionId: string }> {
  const credentials = await credentialsByEmail(deps.store, body.email);
  const valid = credentials ? await deps.passwords.verify(body.password, credentials.passwordHash) : false;
  const user = valid && credentials ? await sessionUser(deps.store, credentials._id) : null;
  if (!user) throw new Unauthenticated(WRONG_CREDENTIALS);
  return { user, sessionId: await deps.sessions.create(user.id) };
}
