import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import {
  blocksProjection,
  connectionsProjection,
  dojoPlacesProjection,
  memberDirectory,
  suspensionsProjection,
} from "@kumite/kit/members";
import { defineService } from "@kumite/kit/service";
import { dojoAggregates, dojoExtra } from "./aggregates.ts";
import { memberData } from "./member-data.ts";
import { dojosProjection } from "./projections/dojos.ts";
import { dojosSearch } from "./projections/dojos-search.ts";
import { trainingEventsSearch } from "./projections/training-events-search.ts";
import { deletedMembersReaction } from "./reactions/deleted-members.ts";
import { removedMembersReaction } from "./reactions/removed-members.ts";
import { dojoBarsProjection } from "./projections/bars.ts";
import { removalRoutes } from "./routes/removals.ts";
import { trainingEventsProjection } from "./projections/training-events.ts";
import { calendarFeedsProjection } from "./projections/calendar-feeds.ts";
import { eventRemindersProjection } from "./projections/reminders.ts";
import { remindersJob } from "./jobs/reminders.ts";
import { calendarRoutes } from "./routes/calendar.ts";
import { dojoRoutes } from "./routes/dojos.ts";
import { trainingEventRoutes } from "./routes/training-events.ts";

/** Dojo: dojos and their rosters (members, roles, invitations), and their training events. */
export const dojoService = defineService({
  name: "dojo",
  owns: [DOJO_STREAM],
  // Members from identity's events, in the kit's member directory; connections from social's; blocks
  // (who may not invite whom) and suspensions (who is treated as gone) from moderation's.
  reads: [IDENTITY_STREAM, SOCIAL_STREAM, MODERATION_STREAM],
  aggregates: dojoAggregates,
  projections: [
    memberDirectory,
    connectionsProjection,
    dojoPlacesProjection,
    blocksProjection,
    suspensionsProjection,
    dojosProjection,
    dojosSearch.projection,
    trainingEventsSearch.projection,
    dojoBarsProjection,
    trainingEventsProjection,
    eventRemindersProjection,
    calendarFeedsProjection,
  ],
  // A deleted account leaves its dojo, which passes on or closes; a removed member loses their
  // place and the dojo's dojo-only events even when the removal's request was cut short.
  reactions: [deletedMembersReaction, removedMembersReaction],
  extend: dojoExtra,
  // Each training event's reminders, 24 hours and 1 hour before, from one instance at a time.
  jobs: [remindersJob],
  memberData,
  routes: [dojoRoutes, removalRoutes, trainingEventRoutes, calendarRoutes],
});

export default dojoService;
