import type { EventInvitationReply, InvitableMember } from "@kumite/contracts/dojo/views";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { DOJO_EVENTS_KEY } from "./event-keys.ts";

const invitableKey = (eventId: string) => [...DOJO_EVENTS_KEY, eventId, "invitable"] as const;
const eventPath = (eventId: string) => `/api/dojo-events/${encodeURIComponent(eventId)}`;

/** GET /api/dojo-events/{id}/invitable: whom the organiser may still invite. */
export function useEventInvitable(eventId: string) {
  return useQuery({
    queryKey: invitableKey(eventId),
    queryFn: () => apiJson<InvitableMember[]>("GET", `${eventPath(eventId)}/invitable`),
  });
}

/** POST /api/dojo-events/{id}/invite with userId: the invitee's bell offers the event to join. */
export function useInviteToEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiJson<EventInvitationReply>("POST", `${eventPath(eventId)}/invite`, { userId: memberId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitableKey(eventId) }),
  });
}
