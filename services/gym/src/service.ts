import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { GYM_STREAM } from "@kumite/contracts/gym/events";
import { memberDirectory } from "@kumite/kit/members/directory";
import { defineService } from "@kumite/kit/service/define-service";
import { gymAggregates } from "./aggregates.ts";
import { notesProjection } from "./projections/notes.ts";
import { noteRoutes } from "./routes/notes.ts";

/** Gym: notes, the example that `npm run new-service` wrote, until the service's own things replace them. */
export const gymService = defineService({
  name: "gym",
  owns: [GYM_STREAM],
  // Members from identity's events, in the kit's member directory.
  reads: [IDENTITY_STREAM],
  aggregates: gymAggregates,
  projections: [memberDirectory, notesProjection],
  routes: [noteRoutes],
});

export default gymService;
