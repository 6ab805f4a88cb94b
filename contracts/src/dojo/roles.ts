import { DOJO_ROLES, type DojoRole } from "../values.ts";

// SPEC §4 and §6: the roles in ascending rank, what each may do, and who may give which role.
// Shared by the server, which enforces them, and the web, which shows each control to exactly
// those who may use it.
// Where SPEC gives two readings of who invites (the Invite view says "Warrior+ can invite", the
// Members tab shows its Invite button to elder and up), the server takes the Invite view's: warrior
// and up, and the owner.

export type Permission = "chat" | "view events" | "manage members" | "create events" | "manage dojo";

const PERMISSIONS: Record<DojoRole, readonly Permission[]> = {
  new_blood: ["chat"],
  warrior: ["chat", "view events"],
  elder: ["chat", "view events", "manage members", "create events"],
  leader: ["chat", "view events", "manage members", "create events", "manage dojo"],
};

export const rankOf = (role: DojoRole): number => DOJO_ROLES.indexOf(role);

/** What a member of this role may do; the owner may do everything whatever their role. */
export const permissionsOf = (role: DojoRole): readonly Permission[] => PERMISSIONS[role];

export function may(role: DojoRole, isOwner: boolean, permission: Permission): boolean {
  return isOwner || PERMISSIONS[role].includes(permission);
}

/** Warrior and up invite (the Invite view's reading of SPEC), and the owner. */
export const mayInvite = (role: DojoRole, isOwner: boolean): boolean => isOwner || rankOf(role) >= rankOf("warrior");

/**
 * Whether `actor` may give `role` to a member now ranked `current`. The owner gives any role, and
 * only the owner gives leader. A member who manages members (elder, leader) gives only roles below
 * their own, to members below them. Nobody changes the owner's role or their own (the caller checks
 * who is who).
 */
export function mayAssign(actor: { role: DojoRole; isOwner: boolean }, current: DojoRole, role: DojoRole): boolean {
  if (actor.isOwner) return true;
  if (role === "leader" || !may(actor.role, false, "manage members")) return false;
  return rankOf(role) < rankOf(actor.role) && rankOf(current) < rankOf(actor.role);
}

/**
 * Whether `actor` may remove (and bar) a member who ranks `target`. SPEC §6 gives "manage members"
 * to elders and leaders: they remove members ranked below them, as they change their roles; the
 * owner removes anyone. Nobody removes the owner or themselves (the caller checks who is who).
 */
export function mayRemove(actor: { role: DojoRole; isOwner: boolean }, target: DojoRole): boolean {
  if (actor.isOwner) return true;
  return may(actor.role, false, "manage members") && rankOf(target) < rankOf(actor.role);
}
