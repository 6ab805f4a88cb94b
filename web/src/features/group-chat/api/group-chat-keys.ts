// Every key starts with "/api/group-chats": the live stream invalidates them all when a group
// message arrives, so an open list or thread refetches then.

export const GROUP_CHATS_KEY = ["/api/group-chats"] as const;
export const groupMessagesKey = (groupId: string) => ["/api/group-chats", groupId, "messages"] as const;
