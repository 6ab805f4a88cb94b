import type { GroupChatType, NotificationType } from "@kumite/contracts/values";
import type { DojoInvitationView, DojoRemovalView, EventNoteView } from "@kumite/contracts/messaging/views";

// Messaging's read models. Names are joined in at query time, so a renamed member shows their new
// name on every old message and notification.

export const MESSAGES = "messages";
export const CONVERSATIONS = "conversations";
export const GROUPS = "groups";
export const GROUP_MESSAGES = "group_messages";
export const NOTIFICATIONS = "notifications";
export const TRAINING_EVENTS = "training_events";

/** A pending or accepted connection between `members`. */
export type MessageDocument = {
  _id: string;
  pairId: string;
  /** Both members, for "every message of this member". */
  members: [string, string];
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
  /** createdAt then id: a total order for pages and cursors. */
  sortKey: string;
  /** Written by the app (a match opened the conversation), not by the sender. */
  system: boolean;
};

/** One member's side of a conversation: its last message and how many of the other's are unread. */
export type ConversationDocument = {
  _id: string;
  memberId: string;
  otherId: string;
  lastMessageId: string;
  lastSortKey: string;
  unread: number;
  /** The member's read marker: the other's messages after it are unread. */
  readUpTo?: string;
  /** The MESSAGING sequence of the last message counted as unread here: a redelivery is not counted again. */
  countedSequence?: number;
};

export type GroupDocument = {
  _id: string;
  name: string;
  description: string;
  type: GroupChatType;
  dojoId: string | null;
  gymId?: string | null;
  createdBy: string;
  members: string[];
  createdAt: string;
};
export type GroupMessageDocument = {
  _id: string;
  groupId: string;
  senderId: string;
  content: string;
  createdAt: string;
  sortKey: string;
};

export type NotificationDocument = {
  _id: string;
  memberId: string;
  type: NotificationType;
  /**
   * Who it is about: the requester, the accepter, the sender, the inviter; for a training event's
   * notification the one who acted (the organiser, the inviter, who cancelled).
   */
  actorId: string;
  read: boolean;
  createdAt: string;
  /** new_message: how many unread messages it stands for, the latest one's text, and up to which MESSAGING sequence. */
  count: number;
  preview: string | null;
  upToSequence: number;
  /** connection_accepted by a like back. */
  mutual: boolean;
  /** dojo_invite: the offer and how it was answered (absent on documents older than the type). */
  invitation?: DojoInvitationDocument | null;
  /** event_*: the training event, as it was scheduled. */
  event?: EventNoteView | null;
  /** dojo_removed: the dojo and the reason given (whoever removed them is not named). */
  removal?: DojoRemovalView | null;
  /** data_export_ready: the export to download. */
  exportId?: string;
};

/**
 * A dojo's training event as far as the bell needs it: its title and date to name it, and who takes
 * part or waits, to tell them when it is cancelled (they stand still once it is: nobody joins or
 * leaves a cancelled event).
 */
export type TrainingEventDocument = {
  _id: string;
  title: string;
  eventDate: string;
  createdBy: string;
  participants: string[];
  waitlist: string[];
};

/** Whether an invitation expired depends on when it is read, so "expired" is never stored. */
export type DojoInvitationDocument = Omit<DojoInvitationView, "state"> & {
  state: Exclude<DojoInvitationView["state"], "expired">;
};
