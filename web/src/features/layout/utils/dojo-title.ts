import type { DojoView } from "@kumite/contracts/dojo/views";
import type { DojoRole } from "@kumite/contracts/values";

/** What the header calls the member in their dojo ("Owner", "Warrior"): its owner, or their role. */
export type DojoTitle = DojoRole | "owner";

/** The owner is named as such whatever their role; anyone else by their role, New Blood when none (SPEC §3). */
export function dojoTitle(memberId: string, role: DojoRole | null, dojo: Pick<DojoView, "ownerId">): DojoTitle {
  return dojo.ownerId === memberId ? "owner" : (role ?? "new_blood");
}
