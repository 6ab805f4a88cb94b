import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";
import { dojoEventsKey, myEventsKey } from "./event-keys.ts";

const byDate = (a: TrainingEventView, b: TrainingEventView) => Date.parse(a.eventDate) - Date.parse(b.eventDate);

/** GET /api/dojos/{id}/events: one dojo's events, oldest first (SPEC §7); a failure gives none. */
export function useDojoEvents(dojoId: string | null) {
  return useQuery({
    queryKey: dojoEventsKey(dojoId ?? ""),
    queryFn: async () =>
      (await listOrEmpty<TrainingEventView>(`/api/dojos/${encodeURIComponent(dojoId!)}/events`)).sort(byDate),
    enabled: dojoId !== null,
  });
}

/** GET /api/dojo-events/mine: the member's next events (joined or waited for first, then their dojo's). */
export function useMyEvents() {
  return useQuery({
    queryKey: myEventsKey,
    queryFn: () => listOrEmpty<TrainingEventView>("/api/dojo-events/mine"),
  });
}
