import type { CalendarFeedView } from "@kumite/contracts/dojo/views";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { calendarFeedKey } from "./event-keys.ts";

/** GET /api/dojo-events/calendar-feed: the member's private feed URL (made on first ask). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: () => apiJson<CalendarFeedView>("GET", "/api/dojo-events/calendar-feed"),
  });
}

/** POST /api/dojo-events/calendar-feed/renew: a new URL; the old one stops answering. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarFeedView>("POST", "/api/dojo-events/calendar-feed/renew"),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
