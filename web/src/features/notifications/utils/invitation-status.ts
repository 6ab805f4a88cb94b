import type { DojoInvitationView } from "@kumite/contracts/messaging/views";

export type InvitationStatus = DojoInvitationView["state"];

/**
 * What a dojo invitation offers now: an open one past its expiry is expired, even before the
 * server has said so (the bell may have been open for days), so it offers no buttons it would refuse.
 */
export function invitationStatus(invitation: DojoInvitationView, now: number): InvitationStatus {
  if (invitation.state === "open" && Date.parse(invitation.expiresAt) <= now) return "expired";
  return invitation.state;
}
