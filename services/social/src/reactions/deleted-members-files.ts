import { deletedMemberReaction } from "@kumite/kit/members";
import type { SocialDeps } from "../aggregates.ts";
import { UPLOADS, type UploadDocument } from "../projections/collections.ts";
import { forgetServedPicture } from "../storage/served-picture.ts";

// A deleted account's uploaded files leave storage: the log's references to them are sealed under
// the member's key (erased with the account), and the bytes themselves go here. Removing a file
// already gone does nothing, so an event handled again is harmless.

export const deletedMembersFilesReaction = deletedMemberReaction<SocialDeps>(
  "deleted-members-files",
  async (memberId, deps) => {
    const uploads = await deps.store.collection<UploadDocument>(UPLOADS).find({ ownerId: memberId });
    for (const upload of uploads) {
      await deps.storage.remove(upload._id);
      forgetServedPicture(upload._id);
    }
  },
);
