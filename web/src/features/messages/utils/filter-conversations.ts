import type { ConversationView } from "@kumite/contracts/messaging/views";

/** The conversations whose member's display name or username contains the search, ignoring case. */
export function filterConversations(conversations: readonly ConversationView[], search: string): ConversationView[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...conversations];
  return conversations.filter(({ user }) => `${user.displayName}\n${user.username}`.toLowerCase().includes(needle));
}
