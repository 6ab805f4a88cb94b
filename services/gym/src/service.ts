import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { GYM_STREAM } from "@kumite/contracts/gym/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { blocksProjection, suspensionsProjection, memberDirectory } from "@kumite/kit/members";
import { defineService } from "@kumite/kit/service";
import { gymAggregates, gymExtra } from "./aggregates.ts";
import { memberData } from "./member-data.ts";
import { gymDojosProjection } from "./projections/gym-dojos.ts";
import { gymsProjection } from "./projections/gyms.ts";
import { gymsSearch } from "./projections/gyms-search.ts";
import { dojoLinkRoutes } from "./routes/dojo-links.ts";
import { geocodingRoutes } from "./routes/geocoding.ts";
import { gymRoutes } from "./routes/gyms.ts";
import { openMatRoutes } from "./routes/open-mats.ts";

/** Gym: gyms and where they are (nearby from a grid index), their open mats, and the dojos that train there. */
export const gymService = defineService({
  name: "gym",
  owns: [GYM_STREAM],
  // Members from identity's events, in the kit's member directory; dojos' names and owners from
  // dojo's; blocks (whose name a reader is not shown) and suspensions (who is treated as gone) from
  // moderation's.
  reads: [IDENTITY_STREAM, DOJO_STREAM, MODERATION_STREAM],
  aggregates: gymAggregates,
  projections: [
    memberDirectory,
    blocksProjection,
    suspensionsProjection,
    gymDojosProjection,
    gymsProjection,
    gymsSearch.projection,
  ],
  memberData,
  // Add Gym's address lookup, through the geocoder GEOCODER_URL names (off when unset); gym search.
  extend: gymExtra,
  routes: [gymRoutes, openMatRoutes, dojoLinkRoutes, geocodingRoutes],
});

export default gymService;
