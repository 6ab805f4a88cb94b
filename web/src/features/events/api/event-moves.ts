import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { sendOrWait } from "@/shared/outbox/outbox.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { DOJOS_KEY } from "@/shared/api/get-dojos.ts";
import { myEventsKey, refetchEvents } from "./event-keys.ts";

/** What a member does to their place at an event: take one, wait for one, or give theirs up. */
export type EventMove = "join" | "waitlist" | "leave";

/** SPEC §8's internal messages: the failure is logged, never toasted. */
const FAILURE: Record<EventMove, string> = {
  join: "Failed to join event",
  waitlist: "Failed to join event",
  leave: "Failed to leave event",
};

const eventPath = (eventId: string) => `/api/dojo-events/${encodeURIComponent(eventId)}`;

/**
 * POST /api/dojo-events/{id}/join, /waitlist or /leave, each with the member's userId, through the
 * outbox: null while it waits to be sent (the events refetch once it is).
 */
export function useEventMove(move: EventMove) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<TrainingEventView, "id" | "title">) =>
      sendOrWait<TrainingEventView>({
        kind: move === "leave" ? "eventLeave" : "eventJoin",
        memberId: me.id,
        method: "POST",
        path: `${eventPath(event.id)}/${move}`,
        body: { userId: me.id },
        target: event.id,
        text: event.title,
        refresh: [DOJOS_KEY, myEventsKey],
      }),
    onSuccess: (event) => (event ? refetchEvents(queryClient) : undefined),
    onError: (error) => console.warn(FAILURE[move], error),
  });
}

/** POST /api/dojo-events/{id}/cancel: the organiser or the dojo's owner calls the event off. */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiJson<TrainingEventView>("POST", `${eventPath(eventId)}/cancel`),
    onSuccess: () => refetchEvents(queryClient),
  });
}

/** PUT /api/dojo-events/{id}/capacity: a new maximum (a raised one lets the waitlist in). */
export function useChangeCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, maxParticipants }: { eventId: string; maxParticipants: number }) =>
      apiJson<TrainingEventView>("PUT", `${eventPath(eventId)}/capacity`, { maxParticipants }),
    onSuccess: () => refetchEvents(queryClient),
  });
}

/** The one event as an .ics file, for the member's own calendar. */
export const calendarFileUrl = (eventId: string) => `${eventPath(eventId)}/calendar.ics`;
