import type { DojoRole, MartialArt } from "../values.ts";

// Dojo's events, on the DOJO stream; its training events' are in training-events.ts. A dojo's
// roster (its profile, owner, members and their roles, open invitations) is one aggregate:
// `dojo.roster.<dojoId>`.

export type DojoProfile = { name: string; description: string; location: string; martialArts: MartialArt[] };

/** The founder is its first member and owner, ranked leader. */
export type DojoFounded = DojoProfile & { dojoId: string; ownerId: string };
export type DojoUpdated = DojoProfile & { dojoId: string };
export type MemberJoined = { dojoId: string; memberId: string; role: DojoRole; invitationId: string | null };
/** "removed": the owner, a leader or an elder took them off the roster (MemberRemoved says who and why). */
export type MemberLeft = { dojoId: string; memberId: string; reason: "left" | "account-deleted" | "removed" };
/**
 * A member ranked below the actor was taken off the roster, with the reason given; it follows their
 * MemberLeft. `dojoName` names the dojo in the removed member's bell (messaging keeps no profiles).
 */
export type MemberRemoved = {
  dojoId: string;
  dojoName: string;
  memberId: string;
  removedBy: string;
  reason: string;
  /** The role they held: who may lift a bar on them is who could have removed them. */
  role: DojoRole;
};
/** The member may not join again, nor be invited, until the bar is lifted. */
export type MemberBarred = {
  dojoId: string;
  memberId: string;
  barredBy: string;
  reason: string;
  role: DojoRole;
  barredAt: string;
};
export type BarLifted = { dojoId: string; memberId: string; liftedBy: string };
/** An open invitation that no longer stands: its invitee, or its inviter, was removed from the dojo. */
export type InvitationVoided = { dojoId: string; invitationId: string; memberId: string };
export type MemberRoleChanged = { dojoId: string; memberId: string; role: DojoRole; changedBy: string };
export type OwnershipHandedOver = { dojoId: string; from: string; to: string };
export type MemberInvited = {
  dojoId: string;
  /** The dojo's name when invited, for the invitee's bell (messaging keeps no dojo profiles). */
  dojoName: string;
  invitationId: string;
  memberId: string;
  invitedBy: string;
  invitedAt: string;
  expiresAt: string;
};
export type InvitationDeclined = { dojoId: string; invitationId: string; memberId: string };
/** Its last member is gone: no longer listed, its name free for nobody in particular. */
export type DojoArchived = { dojoId: string };

export type DojoEvent =
  | { type: "DojoFounded"; data: DojoFounded }
  | { type: "DojoUpdated"; data: DojoUpdated }
  | { type: "MemberJoined"; data: MemberJoined }
  | { type: "MemberLeft"; data: MemberLeft }
  | { type: "MemberRemoved"; data: MemberRemoved }
  | { type: "MemberBarred"; data: MemberBarred }
  | { type: "BarLifted"; data: BarLifted }
  | { type: "InvitationVoided"; data: InvitationVoided }
  | { type: "MemberRoleChanged"; data: MemberRoleChanged }
  | { type: "OwnershipHandedOver"; data: OwnershipHandedOver }
  | { type: "MemberInvited"; data: MemberInvited }
  | { type: "InvitationDeclined"; data: InvitationDeclined }
  | { type: "DojoArchived"; data: DojoArchived };

export const DOJO_STREAM = { name: "DOJO", subjects: ["dojo.>"] } as const;
export const rosterSubject = (dojoId: string) => `dojo.roster.${dojoId}`;
