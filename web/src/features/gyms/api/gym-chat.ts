import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest, readJson } from "@/shared/api/api-request.ts";
import { GROUP_CHATS_KEY } from "@/shared/api/get-group-chats.ts";

/** GET /api/group-chats?type=gym_group: the gym chats the member is in, by their id (`gymChatId`). */
export function useMyGymChats() {
  return useQuery({
    queryKey: [...GROUP_CHATS_KEY, { type: "gym_group" }],
    queryFn: async () => {
      const chats = await apiJson<GroupChatView[]>("GET", "/api/group-chats?type=gym_group");
      return new Map(chats.map((chat) => [chat.id, chat] as const));
    },
  });
}

export interface StartGymChat {
  gymId: string;
  name: string;
  description: string;
  createdBy: string;
}

/**
 * POST /api/group-chats with type gym_group and gymId: one chat per gym, so when it exists already
 * the member joins it instead (200 rather than 201). Resolves with the chat and which it was.
 */
export function useStartGymChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ gymId, name, description, createdBy }: StartGymChat) => {
      const response = await apiRequest("POST", "/api/group-chats", {
        type: "gym_group",
        gymId,
        name,
        description,
        createdBy,
      });
      return { chat: await readJson<GroupChatView>(response), created: response.status === 201 };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUP_CHATS_KEY }),
  });
}
