import cookie from "@fastify/cookie";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { IDENTITY_PRIVATE_STREAM, IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { blocksProjection, dojoPlacesProjection, suspensionsProjection } from "@kumite/kit/members";
import { erasedMembersReaction } from "@kumite/kit/personal-data";
import { defineService } from "@kumite/kit/service";
import { identityAggregates, identityExtra } from "./aggregates.ts";
import { memberData } from "./member-data.ts";
import { dataExportsJob } from "./jobs/data-exports.ts";
import { credentialsProjection } from "./projections/credentials.ts";
import { dataExportsProjection } from "./projections/data-exports.ts";
import { homePointsProjection } from "./projections/home-points.ts";
import { usersProjection } from "./projections/users.ts";
import { usersSearch } from "./projections/users-search.ts";
import { erasedExportsReaction } from "./reactions/erased-exports.ts";
import { suspendedMembersReaction } from "./reactions/suspended-members.ts";
import { accountRoutes } from "./routes/account.ts";
import { authRoutes } from "./routes/auth.ts";
import { userRoutes } from "./routes/users.ts";

/** Identity: members' accounts, sign-up and sign-in, sessions, profiles, account deletion, data exports. */
export const identityService = defineService({
  name: "identity",
  owns: [IDENTITY_STREAM, IDENTITY_PRIVATE_STREAM],
  // Members' dojos and roles from dojo's events (SPEC §3's dojoId and dojoRole); blocks and
  // suspensions from moderation's, which search and sign-in honour.
  reads: [DOJO_STREAM, MODERATION_STREAM],
  aggregates: identityAggregates,
  projections: [
    usersProjection,
    usersSearch.projection,
    credentialsProjection,
    homePointsProjection,
    dojoPlacesProjection,
    blocksProjection,
    suspensionsProjection,
    dataExportsProjection,
  ],
  // A suspension signs the member out everywhere; a deleted account's key is erased, so nothing
  // of theirs in the log can be read again, and their data exports are removed.
  reactions: [suspendedMembersReaction, erasedMembersReaction, erasedExportsReaction],
  // A data export is ready once every service's part is in: the job looks.
  jobs: [dataExportsJob],
  extend: identityExtra,
  memberData,
  plugins: [cookie],
  routes: [authRoutes, userRoutes, accountRoutes],
});

export default identityService;
