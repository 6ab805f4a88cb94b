import { eventOf } from "@kumite/kit/aggregate";
import type { DojoView, InvitationSent } from "@kumite/contracts/dojo/views";
import { Conflict, Forbidden } from "@kumite/kit/errors";
import { areConnected, requireMember, dojoOf, refuseIfBlocked } from "@kumite/kit/members";
import type { DojoDeps } from "../aggregates.ts";
import { ALREADY_A_MEMBER } from "../domain/roster.ts";
import { dojoById } from "../queries/dojos.ts";
import { withMembership } from "./membership.ts";

// SPEC §5: invitations go to the inviter's connections who are in no dojo. An invitation is an
// offer: the invitee accepts it (joining under the one-dojo rule) or declines it.

export const INVITE_CONNECTIONS_ONLY = "You can only invite members you are connected with";
export const INVITEE_IN_A_DOJO = "This member is already in a dojo";
export const INVITATION_SENT = "Invitation sent";

export async function inviteToDojo(
  deps: DojoDeps,
  inviterId: string,
  dojoId: string,
  memberId: string,
): Promise<InvitationSent> {
  await requireMember(deps.store, memberId);
  await refuseIfBlocked(deps, inviterId, memberId);
  if (!(await areConnected(deps.store, inviterId, memberId))) {
    throw new Forbidden(INVITE_CONNECTIONS_ONLY, { code: "dojo.invite-not-connected" });
  }
  if (await dojoOf(deps.store, memberId)) throw new Conflict(INVITEE_IN_A_DOJO, { code: "dojo.invitee-in-a-dojo" });
  const { events } = await deps.aggregates.rosters.handle(dojoId, { type: "Invite", data: { memberId } }, inviterId);
  const invited = eventOf(events, "MemberInvited")?.data;
  const invitation = invited ?? (await openInvitationFor(deps, dojoId, memberId));
  // Still open a moment ago, and accepted since.
  if (!invitation) throw new Conflict(ALREADY_A_MEMBER, { code: "dojo.already-member" });
  const { invitationId, expiresAt } = invitation;
  return { message: INVITATION_SENT, invitationId, expiresAt };
}

/** The invitation still open for the member, which a second invite leaves as it is. */
async function openInvitationFor(deps: DojoDeps, dojoId: string, memberId: string) {
  const state = await deps.aggregates.rosters.state(dojoId);
  if (state.status === "none") return undefined;
  const [invitationId, invitation] =
    Object.entries(state.invitations).find(
      ([, entry]) => entry.memberId === memberId && Date.parse(entry.expiresAt) > deps.clock().getTime(),
    ) ?? [];
  return invitationId && invitation ? { invitationId, expiresAt: invitation.expiresAt } : undefined;
}

export async function acceptInvitation(
  deps: DojoDeps,
  memberId: string,
  dojoId: string,
  invitationId: string,
): Promise<DojoView> {
  // An invitation between a blocked pair is void, whenever it was sent: from the inviter, or into
  // the dojo of one the invitee blocked (or who blocked them).
  const roster = await deps.aggregates.rosters.state(dojoId);
  if (roster.status !== "none") {
    await refuseIfBlocked(deps, memberId, roster.ownerId);
    await refuseIfBlocked(deps, memberId, roster.invitations[invitationId]?.invitedBy ?? null);
  }
  await withMembership(deps, memberId, dojoId, () =>
    deps.aggregates.rosters.handle(dojoId, { type: "AcceptInvitation", data: { invitationId } }, memberId),
  );
  return dojoById(deps.store, dojoId);
}

export async function declineInvitation(
  deps: DojoDeps,
  memberId: string,
  dojoId: string,
  invitationId: string,
): Promise<void> {
  await deps.aggregates.rosters.handle(dojoId, { type: "DeclineInvitation", data: { invitationId } }, memberId);
}
