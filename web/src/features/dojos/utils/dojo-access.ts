import { may, mayAssign, mayInvite, mayRemove } from "@kumite/contracts/dojo/roles";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { DOJO_ROLES, type DojoRole } from "@kumite/contracts/values";
import type { DojoPlace } from "@/shared/dojo/use-my-dojo-place.ts";

/** What the signed-in member is to one dojo (member, owner, role), and so which of its controls they see. */
export interface DojoAccess {
  isMember: boolean;
  isOwner: boolean;
  role: DojoRole | null;
  /** Members may not join a second dojo (one dojo per member). */
  inAnotherDojo: boolean;
  mayInvite: boolean;
  mayManageMembers: boolean;
  mayEditDojo: boolean;
  /** Settings opens for those who edit the dojo or see its barred list. */
  maySeeSettings: boolean;
  /** The management dialog opens for whoever may use one of its controls. */
  mayOpenManagement: boolean;
}

export function dojoAccessOf(dojo: Pick<DojoView, "id" | "ownerId">, me: string, place: DojoPlace): DojoAccess {
  const isOwner = dojo.ownerId === me;
  const isMember = isOwner || place.dojoId === dojo.id;
  // SPEC §3: "New Blood, the default when none".
  const role = isMember ? (place.dojoRole ?? "new_blood") : null;
  const invite = role !== null && mayInvite(role, isOwner);
  const manageMembers = role !== null && may(role, isOwner, "manage members");
  const editDojo = role !== null && may(role, isOwner, "manage dojo");
  return {
    isMember,
    isOwner,
    role,
    inAnotherDojo: !isMember && place.dojoId !== null,
    mayInvite: invite,
    mayManageMembers: manageMembers,
    mayEditDojo: editDojo,
    maySeeSettings: editDojo || manageMembers,
    mayOpenManagement: invite || manageMembers || editDojo,
  };
}

/** The roles `access` may give a member now ranked `current` (none for the owner or oneself). */
export function assignableRoles(
  access: DojoAccess,
  member: { id: string; role: DojoRole; isOwner: boolean },
  me: string,
): DojoRole[] {
  if (!access.role || member.isOwner || member.id === me) return [];
  const actor = { role: access.role, isOwner: access.isOwner };
  const roles = DOJO_ROLES.filter((role) => mayAssign(actor, member.role, role));
  // A select offering only the member's own role changes nothing: no select then.
  return roles.length > 1 || (roles.length === 1 && roles[0] !== member.role) ? roles : [];
}

/** Whether `access` may remove this member from the dojo: ranked below them, never the owner or oneself. */
export function mayRemoveMember(
  access: DojoAccess,
  member: { id: string; role: DojoRole; isOwner: boolean },
  me: string,
): boolean {
  if (!access.role || member.isOwner || member.id === me) return false;
  return mayRemove({ role: access.role, isOwner: access.isOwner }, member.role);
}
