import type { UpdateProfileBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import type { Position } from "@kumite/kit/event-store";
import type { IdentityDeps } from "../aggregates.ts";
import { sessionUser } from "../queries/session-user.ts";

/** Changes the signed-in member's own profile; every context sees UserProfileUpdated. */
export async function updateProfile(
  deps: IdentityDeps,
  userId: string,
  changes: UpdateProfileBody,
): Promise<{ user: SessionUser; position: Position }> {
  const { position } = await deps.aggregates.users.handle(userId, { type: "UpdateProfile", data: changes }, userId);
  const user = await sessionUser(deps.store, userId);
  if (!user) throw new Error(`user ${userId} was updated but is not in the read model`);
  return { user, position };
}
