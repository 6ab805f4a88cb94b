import type { EventNoteView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/api-request.ts";
import { notificationsKey } from "./notification-keys.ts";

/** POST /api/dojo-events/{id}/join with the member's id: takes a free place (422 when full). */
export async function joinInvitedEvent(eventId: string, userId: string): Promise<void> {
  await apiRequest("POST", `/api/dojo-events/${encodeURIComponent(eventId)}/join`, { userId });
}

/**
 * Joins the event an invitation is about, then refetches the bell (the invitation reads as read)
 * and the events lists (its participants).
 */
export function useJoinInvitedEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: EventNoteView) => joinInvitedEvent(event.eventId, userId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ["/api/dojo-events"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/dojos"] }),
      ]);
    },
  });
}
