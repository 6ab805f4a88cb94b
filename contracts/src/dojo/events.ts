import type { DojoRole, MartialArt } from "../values.ts";

// Dojo's events, on the DOJO stream; its training events' are in training-events.ts. A dojo's
// roster (its profile, owner, members and their roles, open invitations) is one aggregate:
// `dojo.roster.<dojoId>`.

export type DojoProfile = { name: string; description: string; location: string; martialArts: MartialArt[] };

/** The founder is its first member and owner, ranked leader. */
export type DojoFounded = DojoProfile & { dojoId: string; ownerId: string };
export type DojoUpdated = DojoProfile & { dojoId: string };
export type MemberJoined = { dojoId: string; memberId: string; role: DojoRole; invitationId: string | null };
export type MemberLeft = { dojoId: string; memberId: string; reason: "left" | "account-deleted" };
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
  | { type: "MemberRoleChanged"; data: MemberRoleChanged }
  | { type: "OwnershipHandedOver"; data: OwnershipHandedOver }
  | { type: "MemberInvited"; data: MemberInvited }
  | { type: "InvitationDeclined"; data: InvitationDeclined }
  | { type: "DojoArchived"; data: DojoArchived };

export const DOJO_STREAM = { name: "DOJO", subjects: ["dojo.>"] } as const;
export const rosterSubject = (dojoId: string) => `dojo.roster.${dojoId}`;
