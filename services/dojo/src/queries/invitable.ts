import { mayInvite } from "@kumite/contracts/dojo/roles";
import type { InvitableMember } from "@kumite/contracts/dojo/views";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import { blockedWith, connectionsOf, inNoDojo, membersById } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import type { DojoDeps } from "../aggregates.ts";
import { DOJO_NOT_FOUND, NOT_A_MEMBER, WARRIORS_INVITE } from "../domain/roster.ts";

// The Invite view's list (SPEC §5): whom the actor may invite to the dojo now, which are the
// actor's accepted connections who are in no dojo and no block stands between. The same rules the
// invite itself enforces, so the view offers nobody the server would refuse.

export async function invitableMembers(deps: DojoDeps, actorId: string, dojoId: string): Promise<InvitableMember[]> {
  const roster = await deps.aggregates.rosters.state(dojoId);
  if (roster.status !== "open") throw new NotFound(DOJO_NOT_FOUND, { code: "dojo.not-found" });
  const actor = roster.members[actorId];
  if (!actor) throw new Forbidden(NOT_A_MEMBER, { code: "dojo.not-member" });
  if (!mayInvite(actor.role, actorId === roster.ownerId)) {
    throw new Forbidden(WARRIORS_INVITE, { code: "dojo.invite-forbidden" });
  }
  return invitableViews(deps.store, actorId, await inNoDojo(deps.store, await connectionsOf(deps.store, actorId)));
}

/**
 * Members as `inviterId`'s invite list shows them, by name; those no longer members (deleted,
 * suspended) and those a block stands between, whichever of the two made it, are left out.
 */
export async function invitableViews(
  store: ReadStore,
  inviterId: string,
  memberIds: readonly string[],
): Promise<InvitableMember[]> {
  const blocked = await blockedWith(store, inviterId);
  const reachable = memberIds.filter((id) => !blocked.has(id));
  const members = await membersById(store, reachable, { displayName: 1, username: 1, martialArts: 1, experience: 1 });
  return [...members.values()]
    .map((member) => ({
      id: member._id,
      displayName: member.displayName,
      username: member.username,
      martialArts: member.martialArts,
      experience: member.experience,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}
