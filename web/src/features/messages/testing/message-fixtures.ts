import type {
  ConversationView,
  DirectMessageView,
  GroupChatView,
  MemberSummary,
} from "@kumite/contracts/messaging/views";

export const ana: MemberSummary = { id: "me", displayName: "Ana de Souza", username: "ana_judo" };
export const kenji: MemberSummary = { id: "u-2", displayName: "Kenji Sato", username: "kenji" };
export const mia: MemberSummary = { id: "u-3", displayName: "Mia Chen", username: "mia" };

let sequence = 0;

/** A direct message from `from` to `to`, sent `minutesAgo` minutes ago. */
export function directMessage(
  from: MemberSummary,
  to: MemberSummary,
  content: string,
  overrides: Partial<DirectMessageView> = {},
): DirectMessageView {
  sequence += 1;
  return {
    id: `m-${sequence}`,
    senderId: from.id,
    receiverId: to.id,
    content,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    sender: from,
    receiver: to,
    system: false,
    ...overrides,
  };
}

export function conversationView(
  user: MemberSummary,
  lastMessage: DirectMessageView,
  unreadCount = 0,
): ConversationView {
  return { user, lastMessage, unreadCount };
}

export function groupChatView(overrides: Partial<GroupChatView> = {}): GroupChatView {
  return {
    id: "g-1",
    name: "Sunday open mat",
    description: "Rolling at 10",
    type: "match_group",
    dojoId: null,
    createdBy: "me",
    memberCount: 3,
    members: [],
    ...overrides,
  };
}
