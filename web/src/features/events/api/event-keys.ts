import { DOJOS_KEY } from "@/shared/api/get-dojos.ts";
import type { QueryClient } from "@tanstack/react-query";

/**
 * Every events key starts with `/api/dojos` (a dojo's list) or `/api/dojo-events` (the member's own):
 * the live stream's `dojo_event` hint refetches both.
 */
export const DOJO_EVENTS_KEY = ["/api/dojo-events"] as const;
export const dojoEventsKey = (dojoId: string) => [...DOJOS_KEY, dojoId, "events"] as const;
export const myEventsKey = [...DOJO_EVENTS_KEY, "mine"] as const;
export const calendarFeedKey = [...DOJO_EVENTS_KEY, "calendar-feed"] as const;

/** After a create, a join, a leave, a cancel or a new maximum: every list that shows events. */
export function refetchEvents(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DOJOS_KEY }),
    queryClient.invalidateQueries({ queryKey: myEventsKey }),
  ]);
}
