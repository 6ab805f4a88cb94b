import { z } from "zod";
import { asReferenceOf, AuthorId, MemberId, shownMember } from "../members.ts";
import { GROUP_CHAT_TYPES } from "../values.ts";

export const MemberSummary = shownMember(z.object({ id: MemberId, displayName: z.string(), username: z.string() }));
export type MemberSummary = z.infer<typeof MemberSummary>;

/** SPEC §3: sender and receiver show displayName and username. */
export const DirectMessageView = z.object({
  id: z.string(),
  senderId: AuthorId,
  receiverId: MemberId,
  content: z.string(),
  createdAt: z.string(),
  sender: MemberSummary,
  receiver: MemberSummary,
  /** A line the app wrote, not a member: "You matched! Say hello." */
  system: z.boolean(),
});
export type DirectMessageView = z.infer<typeof DirectMessageView>;
export const DirectMessageList = z.array(DirectMessageView);

/** One entry per other member: who, the last message, how many of theirs are unread. */
export const ConversationView = z.object({
  user: MemberSummary,
  lastMessage: DirectMessageView,
  unreadCount: z.number().int(),
});
export type ConversationView = z.infer<typeof ConversationView>;
export const ConversationList = z.array(ConversationView);

export const GroupChatView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(GROUP_CHAT_TYPES),
  dojoId: z.string().nullable(),
  /** Only for gym_group: the gym's id. */
  gymId: z.string().optional(),
  createdBy: MemberId,
  memberCount: z.number().int(),
  members: z.array(MemberSummary),
});
export type GroupChatView = z.infer<typeof GroupChatView>;
export const GroupChatList = z.array(GroupChatView);

export const GroupMessageView = z.object({
  id: z.string(),
  content: z.string(),
  senderId: AuthorId,
  sender: asReferenceOf(MemberSummary, MemberSummary.omit({ id: true })),
  createdAt: z.string(),
  /**
   * The reader blocked its sender (they still share the chat): shown collapsed, "Message from a
   * member you blocked", opened on request. Messaging always sends it; absent reads as false.
   */
  fromBlocked: z.boolean().optional(),
});
export type GroupMessageView = z.infer<typeof GroupMessageView>;
export const GroupMessageList = z.array(GroupMessageView);

/** A dojo_invite's offer: Accept and Decline while it is open (not answered, not expired). */
export const DojoInvitationView = z.object({
  dojoId: z.string(),
  dojoName: z.string(),
  invitationId: z.string(),
  expiresAt: z.string(),
  state: z.enum(["open", "accepted", "declined", "expired"]),
});
export type DojoInvitationView = z.infer<typeof DojoInvitationView>;
/** The bell's dojo_invite for an invitation: one per invitation, so dojo can hint at it by id. */
export const dojoInviteNotificationId = (invitationId: string) => `dojo_invite-${invitationId}`;
/** The bell's dojo_removed for one removal (its MemberRemoved event), so dojo can hint at it by id. */
export const dojoRemovedNotificationId = (removalEventId: string) => `dojo_removed-${removalEventId}`;

/** The training event an event_* notification is about, as it was scheduled. */
export const EventNoteView = z.object({
  eventId: z.string(),
  title: z.string(),
  /** An instant (ISO 8601, UTC): the web shows it in the viewer's time zone. */
  eventDate: z.string(),
  /** event_reminder: which one, for "starts in 24 hours" or "in 1 hour"; null for other types. */
  reminder: z.enum(["24h", "1h"]).nullable(),
});
export type EventNoteView = z.infer<typeof EventNoteView>;
/** The bell's event_invite for an invitee: one per event and member, so dojo can hint at it by id. */
export const eventInviteNotificationId = (eventId: string, memberId: string) => `event_invite-${eventId}-${memberId}`;

/** The bell's event_reminder for a participant: one per event, reminder and member. */
export const eventReminderNotificationId = (eventId: string, reminder: "24h" | "1h", memberId: string) =>
  `event_reminder-${eventId}-${reminder}-${memberId}`;

/** Which dojo the member was removed from, and why, in the words of whoever removed them. */
export const DojoRemovalView = z.object({ dojoId: z.string(), dojoName: z.string(), reason: z.string() });
export type DojoRemovalView = z.infer<typeof DojoRemovalView>;

export const NotificationView = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /** Whom or what it is about, for the web to open: the member who acted, or the reader's export. */
  subjectId: MemberId.nullable(),
  /** The data the title and message are worded from, for a client to word them in its own language. */
  actorName: z.string().nullable(),
  /** How many messages a new_message notification stands for; null for other types. */
  count: z.number().int().nullable(),
  /** A connection_accepted that was a mutual match ("It's a match!"). */
  matched: z.boolean(),
  /** A dojo_invite's invitation; null for other types. */
  invitation: DojoInvitationView.nullable(),
  /** An event_reminder's, event_invite's, event_waitlist_promoted's or event_cancelled's event; null for other types. */
  event: EventNoteView.nullable(),
  /** A dojo_removed's dojo and the reason given; absent on other types. */
  removal: DojoRemovalView.nullable().optional(),
});
export type NotificationView = z.infer<typeof NotificationView>;
export const NotificationList = z.array(NotificationView);
