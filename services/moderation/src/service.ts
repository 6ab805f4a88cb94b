import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { memberDirectory } from "@kumite/kit/members/directory";
import { defineService } from "@kumite/kit/service/define-service";
import { moderationAggregates } from "./aggregates.ts";
import { notesProjection } from "./projections/notes.ts";
import { noteRoutes } from "./routes/notes.ts";

/** Moderation: notes, the example that `npm run new-service` wrote, until the service's own things replace them. */
export const moderationService = defineService({
  name: "moderation",
  owns: [MODERATION_STREAM],
  // Members from identity's events, in the kit's member directory.
  reads: [IDENTITY_STREAM],
  aggregates: moderationAggregates,
  projections: [memberDirectory, notesProjection],
  routes: [noteRoutes],
});

export default moderationService;
