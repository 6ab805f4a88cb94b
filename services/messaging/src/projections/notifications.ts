import { createHash } from "node:crypto";
import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import { IDENTITY_STREAM, type DataExportEvent } from "@kumite/contracts/identity/events";
import { MESSAGING_STREAM, type ConversationEvent, type InboxEvent } from "@kumite/contracts/messaging/events";
import { SOCIAL_STREAM, type ConnectionEvent } from "@kumite/contracts/social/events";
import { MODERATION_STREAM, type CaseEvent } from "@kumite/contracts/moderation/events";
import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import {
  dojoInviteNotificationId,
  dojoRemovedNotificationId,
  eventInviteNotificationId,
  eventReminderNotificationId,
} from "@kumite/contracts/messaging/views";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { eventOrder } from "@kumite/kit/event-store";
import { insertOnce, type ReadStore } from "@kumite/kit/read-store";
import {
  NOTIFICATIONS,
  TRAINING_EVENTS,
  type DojoInvitationDocument,
  type NotificationDocument,
  type TrainingEventDocument,
} from "./collections.ts";

// The bell: notifications projected from the other contexts' events, never written by another
// service's call. Messages from one sender while an earlier one is unread join that notification
// ("3 new messages from …") instead of flooding the bell. A dojo invitation stays in the bell with
// how it was answered, so the invitee's Accept and Decline give way to the outcome.
// A training event's notifications name its title and date, kept here from TrainingEventScheduled
// with who takes part or waits, so a cancel reaches them all. Each is keyed by what it is about
// (the event, the reminder, the member), so an event applied again never tells anyone twice.
// A suspension tells the reporters whose reports counted that action was taken (the bell names
// nobody: see queries/notifications.ts). A member's data export, once every part of it is in,
// tells them it can be downloaded.

const PREVIEW_LENGTH = 80;

export const notificationsProjection = defineProjection<
  EventsOf<
    ConnectionEvent | ConversationEvent | InboxEvent | DojoEvent | TrainingEventChange | CaseEvent | DataExportEvent
  >
>({
  name: "notifications",
  streams: [SOCIAL_STREAM.name, MESSAGING_STREAM.name, DOJO_STREAM.name, MODERATION_STREAM.name, IDENTITY_STREAM.name],
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
    async InvitationVoided({ data }, store) {
      // Its invitee or its inviter was removed from the dojo: there is nothing left to accept.
      await store.collection(NOTIFICATIONS).deleteOne({ _id: dojoInviteNotificationId(data.invitationId) });
    },
    async MemberRemoved(event, store) {
      const { dojoId, dojoName, memberId, removedBy, reason } = event.data;
      // One per removal (a member may be removed again after coming back): keyed by the event.
      const id = dojoRemovedNotificationId(event.id);
      const removed = notification(id, memberId, "dojo_removed", removedBy, event.occurredAt);
      await put(store, { ...removed, removal: { dojoId, dojoName, reason } });
    },
    async TrainingEventScheduled({ data }, store) {
      const { eventId, title, eventDate, createdBy } = data;
      await insertOnce(store.collection<TrainingEventDocument>(TRAINING_EVENTS), {
        _id: eventId,
        title,
        eventDate,
        createdBy,
        participants: [],
        waitlist: [],
      });
    },
    async EventParticipantJoined(event, store) {
      const { eventId, memberId, promoted } = event.data;
      await store
        .collection<TrainingEventDocument>(TRAINING_EVENTS)
        .updateOne({ _id: eventId }, { $addToSet: { participants: memberId }, $pull: { waitlist: memberId } });
      // The invitation was taken up: it has been seen.
      await store
        .collection(NOTIFICATIONS)
        .updateOne({ _id: eventInviteNotificationId(eventId, memberId) }, { $set: { read: true } });
      if (!promoted) return;
      // A member may move up more than once (left, waited again): one notification per move.
      await putAboutEvent(store, `event_waitlist_promoted-${event.id}`, memberId, "event_waitlist_promoted", {
        eventId,
        occurredAt: event.occurredAt,
      });
    },
    async EventWaitlistJoined({ data }, store) {
      await store
        .collection<TrainingEventDocument>(TRAINING_EVENTS)
        .updateOne({ _id: data.eventId }, { $addToSet: { waitlist: data.memberId } });
    },
    async EventParticipantLeft({ data }, store) {
      await store
        .collection<TrainingEventDocument>(TRAINING_EVENTS)
        .updateOne({ _id: data.eventId }, { $pull: { [data.from]: data.memberId } });
    },
    async TrainingEventCancelled({ data, occurredAt }, store) {
      const { eventId, cancelledBy } = data;
      const training = await store.collection<TrainingEventDocument>(TRAINING_EVENTS).findOne({ _id: eventId });
      if (!training) return;
      // Whoever cancelled it knows.
      const told = [...training.participants, ...training.waitlist].filter((memberId) => memberId !== cancelledBy);
      for (const memberId of told) {
        await putAboutEvent(store, `event_cancelled-${eventId}-${memberId}`, memberId, "event_cancelled", {
          eventId,
          occurredAt,
          actorId: cancelledBy,
        });
      }
    },
    async EventReminderSent({ data, occurredAt }, store) {
      const { eventId, reminder, participants } = data;
      for (const memberId of participants) {
        await putAboutEvent(
          store,
          eventReminderNotificationId(eventId, reminder, memberId),
          memberId,
          "event_reminder",
          {
            eventId,
            occurredAt,
            reminder,
          },
        );
      }
    },
    async EventInvitationSent({ data, occurredAt }, store) {
      const { eventId, memberId, invitedBy } = data;
      await putAboutEvent(store, eventInviteNotificationId(eventId, memberId), memberId, "event_invite", {
        eventId,
        occurredAt,
        actorId: invitedBy,
      });
    },
    async MemberSuspended({ data }, store) {
      // Each reporter whose report counted hears that it was acted on: one notification per
      // suspension and reporter, so the event applied again tells nobody twice.
      const { memberId, suspensionId, suspendedAt, reporterIds } = data;
      for (const reporterId of new Set(reporterIds)) {
        await put(
          store,
          notification(
            reportActionTakenNotificationId(suspensionId, reporterId),
            reporterId,
            "report_action_taken",
            memberId,
            suspendedAt,
          ),
        );
      }
    },
    async DataExportReady({ data, occurredAt }, store) {
      const { exportId, memberId } = data;
      // About the member's own export: they are its "actor", and the export is what it opens.
      const ready = notification(`data_export_ready-${exportId}`, memberId, "data_export_ready", memberId, occurredAt);
      await put(store, { ...ready, exportId });
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

/** One per suspension and reporter; the suspension's id names the member, so only its hash is kept. */
export const reportActionTakenNotificationId = (suspensionId: string, reporterId: string) =>
  `report_action_taken-${createHash("sha256").update(suspensionId).digest("base64url").slice(0, 22)}-${reporterId}`;

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
    event: null,
    removal: null,
  };
}

/**
 * Stores a notification about a training event, named by its title and date; the organiser is whom
 * it is about unless `actorId` says who acted. An event the bell never heard of tells nobody.
 */
async function putAboutEvent(
  store: ReadStore,
  id: string,
  memberId: string,
  type: NotificationDocument["type"],
  about: { eventId: string; occurredAt: string; actorId?: string; reminder?: "24h" | "1h" },
) {
  const training = await store.collection<TrainingEventDocument>(TRAINING_EVENTS).findOne({ _id: about.eventId });
  if (!training) return;
  const { title, eventDate, createdBy } = training;
  const document = notification(id, memberId, type, about.actorId ?? createdBy, about.occurredAt);
  await put(store, {
    ...document,
    event: { eventId: about.eventId, title, eventDate, reminder: about.reminder ?? null },
  });
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
