/**
 * Query keys of the messages screen. Every direct-message key starts with "/api/messages", so the
 * live stream's invalidation of that prefix refetches the list and the open thread together.
 * `conversations` follows the default fetch's convention (parts joined by "/").
 */
export const messageKeys = {
  conversations: ["/api/messages", "conversations"] as const,
  thread: (otherId: string) => ["/api/messages", { with: otherId }] as const,
};
