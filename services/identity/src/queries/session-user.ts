import type { SessionUser } from "@kumite/contracts/identity/views";
import type { ReadStore } from "@kumite/kit/read-store";
import { credentialsOf } from "./credentials.ts";
import { homePointOf } from "./home-points.ts";
import { findUserDocument, viewOf } from "./users.ts";

/** The signed-in user's own view: their profile plus the email and exact point only they may read. */
export async function sessionUser(store: ReadStore, userId: string): Promise<SessionUser | null> {
  const [user, credentials, point] = await Promise.all([
    findUserDocument(store, userId),
    credentialsOf(store, userId),
    homePointOf(store, userId),
  ]);
  if (!user || !credentials) return null;
  return { ...(await viewOf(store, user)), email: credentials.email, ...point };
}
