import type { UpdateProfileBody } from "@kumite/contracts/identity/commands";
import { userSubject } from "@kumite/contracts/identity/events";
import type { SessionUser } from "@kumite/contracts/identity/views";
import type { AppendResult } from "@kumite/kit/event-store";
import type { IdentityDeps } from "../deps.ts";
import { sessionUser } from "./session-user.ts";

/** Changes the signed-in user's own profile; every context sees UserProfileUpdated. */
export async function updateProfile(
  deps: IdentityDeps,
  userId: string,
  changes: UpdateProfileBody,
): Promise<{ user: SessionUser; position: AppendResult }> {
  const { position } = await deps.users.handle(
    userSubject(userId),
    userId,
    { type: "UpdateProfile", data: { ...changes, userId } },
    { actorId: userId, now: deps.clock() },
  );
  await deps.projector.waitFor(position!.stream, position!.sequence);
  const user = await sessionUser(deps.store, userId);
  if (!user) throw new Error(`user ${userId} was updated but is not in the read model`);
  return { user, position: position! };
}
