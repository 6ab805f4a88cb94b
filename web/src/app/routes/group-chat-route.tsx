import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";
import { optionalId } from "./search-params.ts";

export interface GroupChatSearch {
  dojoId?: string;
  groupId?: string;
}

/** Linked from messages (SPEC §2); its content is not shown. */
export const groupChatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/group-chat",
  validateSearch: (search: Record<string, unknown>): GroupChatSearch => ({
    dojoId: optionalId(search.dojoId),
    groupId: optionalId(search.groupId),
  }),
}).lazy(() => import("./group-chat-route.lazy.tsx").then((module) => module.groupChatLazyRoute));
