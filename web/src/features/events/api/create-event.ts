import type { CreateTrainingEventBody } from "@kumite/contracts/dojo/commands";
import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchEvents } from "./event-keys.ts";

/** POST /api/dojo-events: the member organises an event for their dojo. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTrainingEventBody) => apiJson<TrainingEventView>("POST", "/api/dojo-events", body),
    onSuccess: () => refetchEvents(queryClient),
  });
}
