import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";
import { optionalId } from "./search-params.ts";

export interface EventsSearch {
  /** Filters the events to one dojo (SPEC §2). */
  dojoId?: string;
}

// The events screen gets `dojoId` from events-route.lazy.tsx.
export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/events",
  validateSearch: (search: Record<string, unknown>): EventsSearch => ({ dojoId: optionalId(search.dojoId) }),
}).lazy(() => import("./events-route.lazy.tsx").then((module) => module.eventsLazyRoute));
