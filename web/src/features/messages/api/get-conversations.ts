import type { ConversationView } from "@kumite/contracts/messaging/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { messageKeys } from "./message-keys.ts";

/** GET /api/messages/conversations: one entry per member, newest first. */
export function getConversations(): Promise<ConversationView[]> {
  return apiJson<ConversationView[]>("GET", "/api/messages/conversations");
}

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.conversations, queryFn: getConversations });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
