import { credentialSubject, userSubject } from "@kumite/contracts/identity/events";
import type { AppendResult } from "@kumite/kit/event-store";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import { credentialsOf } from "../projections/credentials.ts";
import { findUser } from "../projections/users.ts";
import type { IdentityDeps } from "../deps.ts";

export const WRONG_PASSWORD = "The password is incorrect";

/**
 * Ends the account: the password is checked, the credentials revoked, and UserDeleted appended so
 * every context forgets the user. Then the email and username are free again and every session ends.
 */
export async function deleteAccount(deps: IdentityDeps, userId: string, password: string): Promise<AppendResult> {
  const [credentials, user] = await Promise.all([credentialsOf(deps.store, userId), findUser(deps.store, userId)]);
  if (!credentials || !user) throw new NotFound("User not found");
  if (!(await deps.passwords.verify(password, credentials.passwordHash))) throw new Forbidden(WRONG_PASSWORD);

  const metadata = { actorId: userId, now: deps.clock() };
  const revoked = await deps.credentials.handle(
    credentialSubject(userId),
    userId,
    { type: "RevokeCredentials", data: { userId } },
    metadata,
  );
  const deleted = await deps.users.handle(userSubject(userId), userId, { type: "DeleteUser", data: { userId } }, metadata);
  const position = deleted.position!;
  await Promise.all([
    deps.sessions.endAllFor(userId),
    deps.reservations.release("email", credentials.email),
    deps.reservations.release("username", user.username.toLowerCase()),
    deps.projector.waitFor(revoked.position!.stream, revoked.position!.sequence),
    deps.projector.waitFor(position.stream, position.sequence),
  ]);
  return position;
}
