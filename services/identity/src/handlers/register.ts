import type { RegisterBody } from "@kumite/contracts/identity/commands";
import { credentialSubject, userSubject } from "@kumite/contracts/identity/events";
import type { SessionUser } from "@kumite/contracts/identity/views";
import type { AppendResult } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { normaliseEmail } from "../projections/credentials.ts";
import type { IdentityDeps } from "../deps.ts";

export const EMAIL_TAKEN = "An account with this email already exists";
export const USERNAME_TAKEN = "This username is taken";

export type Registered = { user: SessionUser; sessionId: string; position: AppendResult };

/**
 * Reserves the email and username, then appends the credentials (private stream) and the public
 * profile. Whatever fails undoes what was done before it, so a failed sign-up leaves nothing taken.
 */
export async function register(deps: IdentityDeps, body: RegisterBody): Promise<Registered> {
  const { email: rawEmail, password, ...profile } = body;
  const userId = newId();
  const email = normaliseEmail(rawEmail);
  const username = profile.username.toLowerCase();
  const metadata = { actorId: userId, now: deps.clock() };

  await deps.reservations.reserve("email", email, userId, EMAIL_TAKEN);
  try {
    await deps.reservations.reserve("username", username, userId, USERNAME_TAKEN);
  } catch (error) {
    await deps.reservations.release("email", email);
    throw error;
  }

  let credentialsIssued = false;
  try {
    const passwordHash = await deps.passwords.hash(password);
    const issued = await deps.credentials.handle(
      credentialSubject(userId),
      userId,
      { type: "IssueCredentials", data: { userId, email, passwordHash } },
      metadata,
      { expectNew: true },
    );
    credentialsIssued = true;
    const registered = await deps.users.handle(
      userSubject(userId),
      userId,
      { type: "RegisterUser", data: { userId, ...profile } },
      metadata,
      { expectNew: true },
    );
    const position = registered.position!;
    await Promise.all([
      deps.projector.waitFor(issued.position!.stream, issued.position!.sequence),
      deps.projector.waitFor(position.stream, position.sequence),
    ]);
    // The reply comes from what was appended, so a lagging projection cannot fail a sign-up.
    const user: SessionUser = {
      id: userId,
      ...profile,
      email,
      dojoId: null,
      dojoRole: null,
      createdAt: registered.events[0]!.occurredAt,
    };
    return { user, sessionId: await deps.sessions.create(userId), position };
  } catch (error) {
    if (credentialsIssued) {
      await deps.credentials
        .handle(credentialSubject(userId), userId, { type: "RevokeCredentials", data: { userId } }, metadata)
        .catch(() => undefined);
    }
    await Promise.all([deps.reservations.release("email", email), deps.reservations.release("username", username)]);
    throw error;
  }
}
