import { deletedMemberReaction } from "@kumite/kit/members";
import type { IdentityDeps } from "../aggregates.ts";
import { dataExportIdsOf } from "../queries/data-exports.ts";

// A deleted account's data exports go with it, rather than waiting out their week in the store:
// they are copies of everything the erasure makes unreadable. Removing twice removes nothing more.

export const erasedExportsReaction = deletedMemberReaction<IdentityDeps>("erased-exports", async (memberId, deps) => {
  for (const exportId of await dataExportIdsOf(deps.store, memberId))
    await deps.exportStore.remove(exportId, deps.exportParts);
});
