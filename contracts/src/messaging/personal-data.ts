import { notPersonal, type PersonalDataOf } from "../personal-fields.ts";
import type { ConversationEvent, GroupChatEvent, InboxEvent } from "./events.ts";

// A message's text belongs to its sender.

export const messagingPersonalData: PersonalDataOf<ConversationEvent | GroupChatEvent | InboxEvent> = {
  DirectMessageSent: { owner: (data) => data.senderId, fields: ["content"] },
  ConversationRead: notPersonal("ids and an instant"),
  // A group's name and description are the group's, shared by all its members and kept after its
  // creator leaves (a dojo's chat is named after the dojo).
  GroupChatCreated: notPersonal("the group's own name and description"),
  GroupMemberAdded: notPersonal("ids"),
  GroupMemberRemoved: notPersonal("ids"),
  GroupMessagePosted: { owner: (data) => data.senderId, fields: ["content"] },
  NotificationRead: notPersonal("ids"),
  AllNotificationsRead: notPersonal("an id and an instant"),
};
