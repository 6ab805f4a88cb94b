import { IDENTITY_STREAM, userSubject, type UserEvent } from "@kumite/contracts/identity/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineReaction } from "@kumite/kit/reaction";
import type { IdentityDeps } from "../aggregates.ts";
import { dataExportIdsOf } from "../queries/data-exports.ts";

// A deleted account's data exports go with it, rather than waiting out their week in the store:
// they are copies of everything the erasure makes unreadable. Removing twice removes nothing more.

export const erasedExportsReaction = defineReaction<EventsOf<UserEvent>, IdentityDeps>({
  name: "erased-exports",
  stream: IDENTITY_STREAM.name,
  subjects: [userSubject("*")],
  on: {
    async UserDeleted(event, deps) {
      for (const exportId of await dataExportIdsOf(deps.store, event.data.userId))
        await deps.exportStore.remove(exportId, deps.exportParts);
    },
  },
});
