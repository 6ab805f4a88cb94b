import type { DojoView } from "@kumite/contracts/dojo/views";
import type { DojoRole } from "@kumite/contracts/values";

/** What the header calls the member in their dojo: its owner, or their role. */
export type DojoStanding = DojoRole | "owner";

/** The owner is named as such whatever their role; anyone else by their role, New Blood when none (SPEC §3). */
export function dojoStanding(memberId: string, role: DojoRole | null, dojo: Pick<DojoView, "ownerId">): DojoStanding {
  return dojo.ownerId === memberId ? "owner" : (role ?? "new_blood");
}
