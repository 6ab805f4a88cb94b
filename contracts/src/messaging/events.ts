import type { GroupChatType } from "../values.ts";

// Messaging's events, on the MESSAGING stream: `messaging.conversation.<pair>` (the direct
// messages between two members, the pair being their ids sorted), `messaging.group.<groupId>`
// (a group chat, its members and messages) and `messaging.inbox.<memberId>` (what a member has
// read of their notifications).

export type DirectMessageSent = { messageId: string; senderId: string; receiverId: string; content: string };
/** The reader has read everything the other member sent up to `upTo` (an `occurredAt`). */
export type ConversationRead = { readerId: string; otherId: string; upTo: string };
export type ConversationEvent =
  { type: "DirectMessageSent"; data: DirectMessageSent } | { type: "ConversationRead"; data: ConversationRead };

export type GroupChatCreated = {
  groupId: string;
  name: string;
  description: string;
  type: GroupChatType;
  dojoId: string | null;
  /** Only for gym_group (absent from chats made before gym chats existed). */
  gymId?: string | null;
  createdBy: string;
};
export type GroupMemberAdded = { groupId: string; memberId: string; addedBy: string };
/** The chat's creator took a member out: they no longer read or write it, nor come back unless the creator adds them. */
export type GroupMemberRemoved = { groupId: string; memberId: string; removedBy: string };
export type GroupMessagePosted = { groupId: string; messageId: string; senderId: string; content: string };
export type GroupChatEvent =
  | { type: "GroupChatCreated"; data: GroupChatCreated }
  | { type: "GroupMemberAdded"; data: GroupMemberAdded }
  | { type: "GroupMemberRemoved"; data: GroupMemberRemoved }
  | { type: "GroupMessagePosted"; data: GroupMessagePosted };

export type NotificationRead = { memberId: string; notificationId: string };
/** Every notification the member had at `upTo` is read. */
export type AllNotificationsRead = { memberId: string; upTo: string };
export type InboxEvent =
  { type: "NotificationRead"; data: NotificationRead } | { type: "AllNotificationsRead"; data: AllNotificationsRead };

export const MESSAGING_STREAM = { name: "MESSAGING", subjects: ["messaging.>"] } as const;
export const conversationSubject = (pairId: string) => `messaging.conversation.${pairId}`;
export const groupSubject = (groupId: string) => `messaging.group.${groupId}`;
export const inboxSubject = (memberId: string) => `messaging.inbox.${memberId}`;
export const conversationPairId = (a: string, b: string) => (a < b ? `${a}_${b}` : `${b}_${a}`);
