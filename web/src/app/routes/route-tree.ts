import { dojosRoute } from "./dojos-route.tsx";
import { eventsRoute } from "./events-route.tsx";
import { groupChatRoute } from "./group-chat-route.tsx";
import { gymsRoute } from "./gyms-route.tsx";
import { helpRoute } from "./help-route.tsx";
import { homeRoute } from "./home-route.tsx";
import { matchingRoute } from "./matching-route.tsx";
import { messagesRoute } from "./messages-route.tsx";
import { optionsRoute } from "./options-route.tsx";
import { ownProfileRoute, profileRoute } from "./profile-routes.tsx";
import { rootRoute } from "./root-route.tsx";

/** Every route of SPEC §2; anything else is the root's not-found page. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  ownProfileRoute,
  profileRoute,
  matchingRoute,
  messagesRoute,
  dojosRoute,
  eventsRoute,
  gymsRoute,
  helpRoute,
  optionsRoute,
  groupChatRoute,
]);
