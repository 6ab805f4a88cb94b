import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { blocksProjection, memberDirectory, suspensionsProjection } from "@kumite/kit/members";
import { defineService } from "@kumite/kit/service";
import { moderationAggregates } from "./aggregates.ts";
import { memberData } from "./member-data.ts";
import { casesProjection } from "./projections/cases.ts";
import { blockRoutes } from "./routes/blocks.ts";
import { reportRoutes } from "./routes/reports.ts";

/** Moderation: members' blocks, reports, and the suspensions (bans) and appeals they lead to. */
export const moderationService = defineService({
  name: "moderation",
  owns: [MODERATION_STREAM],
  // Members from identity's events, in the kit's member directory, with their blocks and suspensions.
  reads: [IDENTITY_STREAM],
  aggregates: moderationAggregates,
  projections: [memberDirectory, blocksProjection, suspensionsProjection, casesProjection],
  memberData,
  routes: [blockRoutes, reportRoutes],
});

export default moderationService;
