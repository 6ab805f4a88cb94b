import { Forbidden } from "@kumite/kit/errors";
import { MemberNotFound } from "@kumite/kit/members";
import type { IdentityDeps } from "../aggregates.ts";
import { credentialsOf } from "../queries/credentials.ts";
import { findUser } from "../queries/users.ts";

export const WRONG_PASSWORD = "The password is incorrect";

/**
 * Ends the account: the password is checked, the credentials revoked, and UserDeleted appended so
 * every context forgets the user. Then the email and username are free again and every session ends.
 */
export async function deleteAccount(deps: IdentityDeps, userId: string, password: string): Promise<void> {
  const [credentials, user] = await Promise.all([credentialsOf(deps.store, userId), findUser(deps.store, userId)]);
  if (!credentials || !user) throw new MemberNotFound();
  if (!(await deps.passwords.verify(password, credentials.passwordHash)))
    throw new Forbidden(WRONG_PASSWORD, { code: "account.wrong-password" });

  await deps.aggregates.credentials.handle(userId, { type: "RevokeCredentials", data: {} }, userId);
  await deps.aggregates.users.handle(userId, { type: "DeleteUser", data: {} }, userId);
  await Promise.all([
    deps.sessions.endAllFor(userId),
    deps.reservations.release("email", credentials.email),
    deps.reservations.release("username", user.username.toLowerCase()),
  ]);
}
