import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { TEMPLATE_STREAM } from "@kumite/contracts/template/events";
import { blocksProjection, memberDirectory } from "@kumite/kit/members";
import { defineService } from "@kumite/kit/service";
import { templateAggregates } from "./aggregates.ts";
import { notesProjection } from "./projections/notes.ts";
import { noteRoutes } from "./routes/notes.ts";

/** Template: notes (write, rename, read, list), an example to replace with the service's own things. */
export const templateService = defineService({
  // @ts-expect-error nothing routes to, starts or deploys the template, so it is in no catalog [template only]
  name: "template",
  owns: [TEMPLATE_STREAM],
  // Members from identity's events, in the kit's member directory; who blocked whom, for the block
  // rule the kit holds every route to.
  reads: [IDENTITY_STREAM, MODERATION_STREAM],
  aggregates: templateAggregates,
  projections: [memberDirectory, blocksProjection, notesProjection],
  routes: [noteRoutes],
});

export default templateService;
