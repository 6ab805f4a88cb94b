import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import { MESSAGING_STREAM, type ConversationEvent, type InboxEvent } from "@kumite/contracts/messaging/events";
import { SOCIAL_STREAM, type ConnectionEvent } from "@kumite/contracts/social/events";
import { dojoInviteNotificationId } from "@kumite/contracts/messaging/views";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { eventOrder } from "@kumite/kit/event-store";
import { insertOnce } from "@kumite/kit/read-store/insert-once";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { NOTIFICATIONS, type DojoInvitationDocument, type NotificationDocument } from "./collections.ts";

// The bell: notifications projected from the other contexts' events, never written by another
// service's call. Messages from one sender while an earlier one is unread join that notification
// ("3 new messages from …") instead of flooding the bell. A dojo invitation stays in the bell with
// how it was answered, so the invitee's Accept and Decline give way to the outcome.

const PREVIEW_LENGTH = 80;

export const notificationsProjection = defineProjection<
  EventsOf<ConnectionEvent | ConversationEvent | InboxEvent | DojoEvent>
>({
  name: "notifications",
  streams: [SOCIAL_STREAM.name, MESSAGING_STREAM.name, DOJO_STREAM.name],
  async setup(store) {
    await store.collection(NOTIFICATIONS).createIndex({ memberId: 1, createdAt: -1 });
  },
  on: {
    async ConnectionRequested({ data, occurredAt }, store) {
      await put(
        store,
        notification(
          `connection_request-${data.connectionId}`,
          data.connectedUserId,
          "connection_request",
          data.userId,
          occurredAt,
        ),
      );
    },
    async ConnectionAccepted({ data, occurredAt }, store) {
      const accepted = notification(
        `connection_accepted-${data.connectionId}`,
        data.userId,
        "connection_accepted",
        data.connectedUserId,
        occurredAt,
      );
      await put(store, { ...accepted, mutual: data.mutual });
    },
    async ConnectionRemoved({ data }, store) {
      // A request declined or withdrawn is no longer news.
      await store.collection(NOTIFICATIONS).deleteOne({ _id: `connection_request-${data.connectionId}`, read: false });
    },
    async DirectMessageSent(event, store) {
      const { data, occurredAt } = event;
      const sequence = eventOrder(event);
      const { messageId, senderId, receiverId, content } = data;
      const notifications = store.collection<NotificationDocument>(NOTIFICATIONS);
      const preview = content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH - 1)}…` : content;
      const fromSender = { memberId: receiverId, type: "new_message", actorId: senderId } as const;
      // Joins the sender's unread notification in the write that records the message as counted,
      // so that two appliers at once, or a handler run again, count it once.
      const joined = await notifications.updateOne(
        { ...fromSender, read: false, upToSequence: { $lt: sequence } },
        { $inc: { count: 1 }, $set: { preview, createdAt: occurredAt, upToSequence: sequence } },
      );
      if (joined.matchedCount > 0) return;
      // A notification counting this message or a later one: it was applied before (the stream
      // comes in order).
      const counted = await notifications.findOne(
        { ...fromSender, upToSequence: { $gte: sequence } },
        { fields: { _id: 1 } },
      );
      if (counted) return;
      const fresh = notification(`new_message-${messageId}`, receiverId, "new_message", senderId, occurredAt);
      await put(store, { ...fresh, preview, upToSequence: sequence });
    },
    async MemberInvited({ data, occurredAt }, store) {
      const { dojoId, dojoName, invitationId, expiresAt } = data;
      const invite = notification(
        dojoInviteNotificationId(invitationId),
        data.memberId,
        "dojo_invite",
        data.invitedBy,
        occurredAt,
      );
      await put(store, { ...invite, invitation: { dojoId, dojoName, invitationId, expiresAt, state: "open" } });
    },
    async MemberJoined({ data }, store) {
      if (data.invitationId) await answer(store, data.invitationId, "accepted");
    },
    async InvitationDeclined({ data }, store) {
      await answer(store, data.invitationId, "declined");
    },
    async NotificationRead({ data }, store) {
      await store
        .collection(NOTIFICATIONS)
        .updateOne({ _id: data.notificationId, memberId: data.memberId }, { $set: { read: true } });
    },
    async AllNotificationsRead({ data }, store) {
      await store
        .collection(NOTIFICATIONS)
        .updateMany({ memberId: data.memberId, read: false, createdAt: { $lte: data.upTo } }, { $set: { read: true } });
    },
  },
});

function notification(
  id: string,
  memberId: string,
  type: NotificationDocument["type"],
  actorId: string,
  createdAt: string,
): NotificationDocument {
  return {
    _id: id,
    memberId,
    type,
    actorId,
    read: false,
    createdAt,
    count: 1,
    preview: null,
    upToSequence: 0,
    mutual: false,
    invitation: null,
  };
}

/** An answered invitation has been seen: it is read, its Accept and Decline gone. */
async function answer(store: ReadStore, invitationId: string, state: DojoInvitationDocument["state"]) {
  await store
    .collection<NotificationDocument>(NOTIFICATIONS)
    .updateOne({ _id: dojoInviteNotificationId(invitationId) }, { $set: { "invitation.state": state, read: true } });
}

/** Stores a new notification; one stored before (the event applied again) keeps what happened to it since. */
async function put(store: ReadStore, document: NotificationDocument) {
  await insertOnce(store.collection<NotificationDocument>(NOTIFICATIONS), document);
}
