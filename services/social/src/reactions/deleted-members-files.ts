import { IDENTITY_STREAM, userSubject, type UserEvent } from "@kumite/contracts/identity/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineReaction } from "@kumite/kit/reaction";
import type { SocialDeps } from "../aggregates.ts";
import { UPLOADS, type UploadDocument } from "../projections/collections.ts";

// A deleted account's uploaded files leave storage: the log's references to them are sealed under
// the member's key (erased with the account), and the bytes themselves go here. Removing a file
// already gone does nothing, so an event handled again is harmless.

export const deletedMembersFilesReaction = defineReaction<EventsOf<UserEvent>, SocialDeps>({
  name: "deleted-members-files",
  stream: IDENTITY_STREAM.name,
  subjects: [userSubject("*")],
  on: {
    async UserDeleted(event, deps) {
      const uploads = await deps.store.collection<UploadDocument>(UPLOADS).find({ ownerId: event.data.userId });
      for (const upload of uploads) await deps.storage.remove(upload._id);
    },
  },
});
