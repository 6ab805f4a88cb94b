import type { MemberDataSource } from "@kumite/kit/service";
import type { MessagingDeps } from "./aggregates.ts";
import { conversationsForExport } from "./member-data/conversations.ts";
import { groupChatsForExport } from "./member-data/group-chats.ts";
import { notificationsForExport } from "./member-data/notifications.ts";

// Messaging's part of a member's export: their conversations, their group chats, and their bell,
// each as the member reads it in the app (other members by id and name). The bell is where the
// reason a dojo gave for removing the member is kept (dojo's read models keep no removals), and
// where the dojo invitations they received are, with how each was answered.

export const memberData: MemberDataSource<MessagingDeps> = {
  covers: ["DirectMessageSent", "GroupMessagePosted", "MemberRemoved"],
  async collect(deps, memberId) {
    const [conversations, groups, notifications] = await Promise.all([
      conversationsForExport(deps.store, memberId),
      groupChatsForExport(deps.store, memberId),
      notificationsForExport(deps.store, memberId, deps.clock()),
    ]);
    return { data: { conversations, ...groups, notifications } };
  },
};
