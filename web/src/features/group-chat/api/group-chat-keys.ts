import { GROUP_CHATS_KEY } from "@/shared/api/get-group-chats.ts";

/** Under the lists' key, so what refetches the lists (a group message arriving) refetches an open thread too. */
export const groupMessagesKey = (groupId: string) => [...GROUP_CHATS_KEY, groupId, "messages"] as const;
