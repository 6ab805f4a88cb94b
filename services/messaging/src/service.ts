import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MESSAGING_STREAM } from "@kumite/contracts/messaging/events";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { GYM_STREAM } from "@kumite/contracts/gym/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import {
  blocksProjection,
  connectionsProjection,
  memberDirectory,
  dojoPlacesProjection,
  suspensionsProjection,
} from "@kumite/kit/members";
import { defineService } from "@kumite/kit/service";
import { messagingAggregates } from "./aggregates.ts";
import { memberData } from "./member-data.ts";
import { conversationsProjection } from "./projections/conversations.ts";
import { groupsProjection } from "./projections/groups.ts";
import { gymsProjection } from "./projections/gyms.ts";
import { notificationsProjection } from "./projections/notifications.ts";
import { groupChatRoutes } from "./routes/group-chats.ts";
import { messageRoutes } from "./routes/messages.ts";
import { notificationRoutes } from "./routes/notifications.ts";

/** Messaging: direct messages and conversations, group chats, notifications. */
export const messagingService = defineService({
  name: "messaging",
  owns: [MESSAGING_STREAM],
  // Members from identity's events; connections (who may be added to a group, matches that open a
  // conversation, the bell's requests) from social's; who is in which dojo (its chat) from dojo's;
  // which gyms there are (one chat each) from gym's; blocks and suspensions (who may not reach whom,
  // who is treated as gone, whose reporters hear of it) from moderation's.
  reads: [IDENTITY_STREAM, SOCIAL_STREAM, DOJO_STREAM, GYM_STREAM, MODERATION_STREAM],
  aggregates: messagingAggregates,
  projections: [
    memberDirectory,
    connectionsProjection,
    dojoPlacesProjection,
    blocksProjection,
    suspensionsProjection,
    conversationsProjection,
    groupsProjection,
    gymsProjection,
    notificationsProjection,
  ],
  memberData,
  routes: [messageRoutes, groupChatRoutes, notificationRoutes],
});

export default messagingService;
