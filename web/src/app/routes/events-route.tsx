import { createRoute } from "@tanstack/react-router";
import { EventsPage } from "@/features/events/components/events-page.tsx";
import { rootRoute } from "./root-route.tsx";
import { optionalId } from "./search-params.ts";

export interface EventsSearch {
  /** Filters the events to one dojo (SPEC §2). */
  dojoId?: string;
}

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/events",
  validateSearch: (search: Record<string, unknown>): EventsSearch => ({ dojoId: optionalId(search.dojoId) }),
  // The events screen reads `eventsRoute.useSearch().dojoId` once events arrive.
  component: EventsPage,
});
