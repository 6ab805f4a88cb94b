import { createLazyRoute } from "@tanstack/react-router";
import { EventsPage } from "@/features/events/components/events-page.tsx";

/** The /events screen, loaded with its route: `?dojoId=` filters it to one dojo. */
export const eventsLazyRoute = createLazyRoute("/events")({ component: EventsScreen });

function EventsScreen() {
  const dojoId = eventsLazyRoute.useSearch({ select: (search) => search.dojoId ?? null });
  return <EventsPage dojoId={dojoId} />;
}
