import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { GROUP_CHATS_KEY } from "@/shared/api/get-group-chats.ts";

/** GET /api/group-chats?type=dojo_group&dojoId={id}: the first is the dojo's chat (SPEC §7); none yet is null. */
export function useDojoChat(dojoId: string) {
  return useQuery({
    queryKey: [...GROUP_CHATS_KEY, { type: "dojo_group", dojoId }],
    queryFn: async () => {
      try {
        const chats = await apiJson<GroupChatView[]>(
          "GET",
          `/api/group-chats?type=dojo_group&dojoId=${encodeURIComponent(dojoId)}`,
        );
        return chats[0] ?? null;
      } catch (error) {
        throw new Error("Failed to fetch dojo chat", { cause: error });
      }
    },
  });
}
