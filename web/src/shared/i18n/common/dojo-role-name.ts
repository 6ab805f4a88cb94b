import type { DojoRole } from "@kumite/contracts/values";
import { i18n } from "@/shared/i18n/i18n.ts";
import "./catalog.ts"; // registers the common catalog it reads

/**
 * A dojo role's name in the app's language ("new_blood" → "New Blood"). Components that show it
 * re-render on a language switch through their own catalog hook.
 */
export function dojoRoleName(role: DojoRole): string {
  return i18n.t(`dojoRoles.${role}`, { ns: "common" });
}
