import type { RegisterBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { newId } from "@kumite/kit/ids";
import { normaliseEmail } from "../projections/credentials.ts";
import type { IdentityDeps } from "../aggregates.ts";

export const EMAIL_TAKEN = "An account with this email already exists";
export const USERNAME_TAKEN = "This username is taken";

export type Registered = { user: SessionUser; sessionId: string };

/**
 * Reserves the email and username, then appends the credentials and the member's point (private
 * stream) and the public profile, which says only which cell the point is in. Whatever fails undoes what was done before it, so a failed sign-up leaves nothing taken.
 */
export async function register(deps: IdentityDeps, body: RegisterBody): Promise<Registered> {
  const { email: rawEmail, password, ...profile } = body;
  const userId = newId();
  const email = normaliseEmail(rawEmail);
  const username = profile.username.toLowerCase();

  await deps.reservations.reserve("email", email, userId, { message: EMAIL_TAKEN, code: "auth.email-taken" });
  try {
    await deps.reservations.reserve("username", username, userId, {
      message: USERNAME_TAKEN,
      code: "auth.username-taken",
    });
  } catch (error) {
    await deps.reservations.release("email", email);
    throw error;
  }

  let credentialsIssued = false;
  let pointKept = false;
  try {
    const passwordHash = await deps.passwords.hash(password);
    const newAccount = { expectNew: true };
    await deps.aggregates.credentials.handle(
      userId,
      { type: "IssueCredentials", data: { email, passwordHash } },
      userId,
      newAccount,
    );
    credentialsIssued = true;
    // The point first, on the private stream: the public registration carries only its cell.
    if (profile.latitude !== null && profile.longitude !== null) {
      const { latitude, longitude } = profile;
      await deps.aggregates.homePoints.handle(userId, { type: "SetHomePoint", data: { latitude, longitude } }, userId);
      pointKept = true;
    }
    const { events } = await deps.aggregates.users.handle(
      userId,
      { type: "RegisterUser", data: profile },
      userId,
      newAccount,
    );
    // The reply comes from what was appended, so a lagging projection cannot fail a sign-up.
    const user: SessionUser = {
      id: userId,
      ...profile,
      email,
      dojoId: null,
      dojoRole: null,
      createdAt: events[0]!.occurredAt,
    };
    return { user, sessionId: await deps.sessions.create(userId) };
  } catch (error) {
    // No account, so no point kept for it either.
    if (pointKept) {
      await deps.aggregates.homePoints
        .handle(userId, { type: "SetHomePoint", data: { latitude: null, longitude: null } }, userId)
        .catch(() => undefined);
    }
    if (credentialsIssued) {
      await deps.aggregates.credentials
        .handle(userId, { type: "RevokeCredentials", data: {} }, userId)
        .catch(() => undefined);
    }
    await Promise.all([deps.reservations.release("email", email), deps.reservations.release("username", username)]);
    throw error;
  }
}
