import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { memberDirectory } from "@kumite/kit/members/directory";
import { defineService } from "@kumite/kit/service/define-service";
import { dojoAggregates } from "./aggregates.ts";
import { notesProjection } from "./projections/notes.ts";
import { noteRoutes } from "./routes/notes.ts";

/** Dojo: notes, the example that `npm run new-service` wrote, until the service's own things replace them. */
export const dojoService = defineService({
  name: "dojo",
  owns: [DOJO_STREAM],
  // Members from identity's events, in the kit's member directory.
  reads: [IDENTITY_STREAM],
  aggregates: dojoAggregates,
  projections: [memberDirectory, notesProjection],
  routes: [noteRoutes],
});

export default dojoService;
