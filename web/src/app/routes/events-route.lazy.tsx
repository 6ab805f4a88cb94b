import { createLazyRoute } from "@tanstack/react-router";
import { EventsPage } from "@/features/events/components/events-page.tsx";

/** The /events screen, loaded with its route. */
export const eventsLazyRoute = createLazyRoute("/events")({ component: EventsPage });
