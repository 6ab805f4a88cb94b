import { deletedMemberReaction, dojoOf } from "@kumite/kit/members";
import type { DojoDeps } from "../aggregates.ts";
import { releaseMembership, reservedDojo } from "../handlers/membership.ts";

// A deleted account leaves its dojo: identity's UserDeleted makes the roster remove the member (a
// dojo they owned passes to the highest-ranked member who stood longest, or is archived when nobody
// is left), and their one-dojo claim is released. Which dojo they are in comes from two sources that may
// lag or outlive the roster: dojo_places (a projection) and the member's claim (set before a
// join lands). Each dojo they name is asked; the roster, the truth, makes it a no-op when the
// member is not on it, so an event handled twice changes nothing the second time.

export const deletedMembersReaction = deletedMemberReaction<DojoDeps>("deleted-members", async (memberId, deps) => {
  const [listed, claimed] = await Promise.all([dojoOf(deps.store, memberId), reservedDojo(deps, memberId)]);
  for (const dojoId of new Set([listed, claimed])) {
    if (dojoId === null) continue;
    // Nobody acts: identity said the account is gone.
    await deps.aggregates.rosters.handle(dojoId, { type: "RemoveDeletedMember", data: { memberId } }, null);
  }
  if (claimed !== null) await releaseMembership(deps, memberId);
});
