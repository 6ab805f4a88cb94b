import type { SessionUser } from "@kumite/contracts/identity/views";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { credentialsOf } from "../projections/credentials.ts";
import { findUser } from "../projections/users.ts";

/** The signed-in user's own view: their profile plus the email only they may read. */
export async function sessionUser(store: ReadStore, userId: string): Promise<SessionUser | null> {
  const [user, credentials] = await Promise.all([findUser(store, userId), credentialsOf(store, userId)]);
  return user && credentials ? { ...user, email: credentials.email } : null;
}
