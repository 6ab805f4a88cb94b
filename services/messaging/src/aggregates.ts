import { conversationSubject, groupSubject, inboxSubject, MESSAGING_STREAM } from "@kumite/contracts/messaging/events";
import type { ServiceDeps } from "@kumite/kit/service";
import { conversationDecider } from "./domain/conversation.ts";
import { groupChatDecider } from "./domain/group-chat.ts";
import { inboxDecider } from "./domain/inbox.ts";
import { conversationHints } from "./live-hints/conversation.ts";
import { groupChatHints } from "./live-hints/group-chat.ts";
import { inboxHints } from "./live-hints/inbox.ts";

export const messagingAggregates = {
  conversations: {
    stream: MESSAGING_STREAM,
    subject: conversationSubject,
    decider: conversationDecider,
    unversioned: ["SendMessage", "MarkConversationRead"],
    tells: conversationHints,
  },
  groups: {
    stream: MESSAGING_STREAM,
    subject: groupSubject,
    decider: groupChatDecider,
    unversioned: ["PostGroupMessage"],
    tells: groupChatHints,
  },
  inboxes: {
    stream: MESSAGING_STREAM,
    subject: inboxSubject,
    decider: inboxDecider,
    unversioned: ["MarkNotificationRead", "MarkAllNotificationsRead"],
    tells: inboxHints,
  },
};

export type MessagingDeps = ServiceDeps<typeof messagingAggregates>;
