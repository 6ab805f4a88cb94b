import type { DojoInvitationView, NotificationView } from "@kumite/contracts/messaging/views";
import type { NotificationType } from "@kumite/contracts/values";
import { blockedWith } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { NOTIFICATIONS, type NotificationDocument } from "../projections/collections.ts";
import { summariesById } from "./members.ts";

// The bell's list, newest first, worded at read time so a rename shows at once. Notifications
// about a deleted (or suspended) member leave with them, but for a training event's, which are about
// the event. A block, whoever made it, hides what one member's acts tell the other (requests,
// matches, messages, invitations) until it is lifted; a training event's own news (a reminder, a
// place opening, a cancel) still reaches a participant whose organiser is blocked: both stay in the
// event. An open invitation reads as expired once its time is up: `now` is the caller's clock (the
// kit's deps.clock), never the wall clock read here, so a spec that fixes its dates fixes this too.

const NOTIFICATION_LIMIT = 100;
/** About the training event itself, not an act of its organiser toward the reader. */
const EVENT_NEWS: ReadonlySet<NotificationType> = new Set([
  "event_reminder",
  "event_waitlist_promoted",
  "event_cancelled",
]);

// A reporter hears that their report was acted on, never whom it suspended: the member is treated
// as gone while suspended, and the reporter knows whom they reported. A member removed from a dojo
// hears from the dojo, not from whoever removed them: they are told whatever either blocked, and
// nobody is singled out for a decision the dojo's managers share.
const ANONYMOUS: ReadonlySet<NotificationType> = new Set(["report_action_taken", "dojo_removed"]);
/** About the reader's own doing, not another member's: nothing hides them, and they name nobody. */
const OWN: ReadonlySet<NotificationType> = new Set(["data_export_ready"]);
export const DATA_EXPORT_READY_TITLE = "Your data is ready to download";
export const REPORT_ACTION_TAKEN_TITLE = "Action taken on your report";
export const REPORT_ACTION_TAKEN_MESSAGE =
  "A member you reported has been suspended. Thank you for keeping Kumite safe.";

export async function notificationsOf(store: ReadStore, memberId: string, now: Date): Promise<NotificationView[]> {
  const documents = await store
    .collection<NotificationDocument>(NOTIFICATIONS)
    .find({ memberId }, { sort: { createdAt: -1 }, limit: NOTIFICATION_LIMIT });
  return notificationViews(store, memberId, documents, now);
}

export async function findNotification(
  store: ReadStore,
  memberId: string,
  id: string,
): Promise<NotificationDocument | null> {
  return store.collection<NotificationDocument>(NOTIFICATIONS).findOne({ _id: id, memberId });
}

/** The reader's notifications as the bell shows them, without those a block or a suspension hides. */
export async function notificationViews(
  store: ReadStore,
  readerId: string,
  documents: readonly NotificationDocument[],
  now: Date,
): Promise<NotificationView[]> {
  const [members, blocked] = await Promise.all([
    summariesById(
      store,
      documents.map((document) => document.actorId),
    ),
    blockedWith(store, readerId),
  ]);
  return documents.flatMap((document) => {
    if (OWN.has(document.type)) return [ownView(document)];
    // Stored with the suspended member as its actor, shown naming nobody: a block between them
    // (the reporter may well have blocked them too) hides nothing.
    const anonymous = ANONYMOUS.has(document.type);
    const hidden = !anonymous && blocked.has(document.actorId);
    if (hidden && !EVENT_NEWS.has(document.type)) return [];
    // News of an event still reaches a participant a block stands between with its organiser:
    // naming nobody, as the roster they read leaves the organiser's name to the event.
    const actor = anonymous || hidden ? undefined : members.get(document.actorId);
    const event = document.event ?? null;
    if (!actor && !event && !anonymous) return [];
    const name = actor ? actor.displayName || actor.username : null;
    return [
      {
        id: document._id,
        type: document.type,
        ...wording(document, name ?? ""),
        read: document.read,
        createdAt: document.createdAt,
        subjectId: anonymous || hidden ? null : document.actorId,
        actorName: name,
        count: document.type === "new_message" ? document.count : null,
        matched: document.type === "connection_accepted" && Boolean(document.mutual),
        invitation: document.type === "dojo_invite" ? invitationView(document, now) : null,
        event,
        // Only on a dojo_removed: other notifications read as they always have.
        ...(document.type === "dojo_removed" ? { removal: document.removal ?? null } : {}),
      },
    ];
  });
}

function wording(document: NotificationDocument, name: string): { title: string; message: string | null } {
  switch (document.type) {
    case "connection_request":
      return { title: "New connection request", message: `${name} wants to train with you` };
    case "connection_accepted":
      return document.mutual
        ? { title: "It's a match!", message: `You and ${name} want to train together` }
        : { title: "Connection accepted", message: `${name} accepted your request` };
    case "new_message":
      return {
        title: document.count === 1 ? `New message from ${name}` : `${document.count} new messages from ${name}`,
        message: document.preview,
      };
    case "dojo_invite":
      return { title: "Dojo invitation", message: `${name} invited you to join ${document.invitation?.dojoName}` };
    case "event_reminder":
      return {
        title: "Event reminder",
        message: `${document.event?.title} starts ${document.event?.reminder === "1h" ? "in 1 hour" : "in 24 hours"}`,
      };
    case "event_invite":
      return {
        title: "Event invitation",
        message: name
          ? `${name} invited you to ${document.event?.title}`
          : `You are invited to ${document.event?.title}`,
      };
    case "event_waitlist_promoted":
      return { title: "You're in!", message: `A place opened up: you are now taking part in ${document.event?.title}` };
    case "event_cancelled":
      return { title: "Event cancelled", message: `${document.event?.title} has been cancelled` };
    case "report_action_taken":
      return { title: REPORT_ACTION_TAKEN_TITLE, message: REPORT_ACTION_TAKEN_MESSAGE };
    case "data_export_ready":
      return { title: DATA_EXPORT_READY_TITLE, message: null };
    case "dojo_removed":
      return {
        title: `You were removed from ${document.removal?.dojoName ?? "a dojo"}`,
        message: document.removal ? `Reason: ${document.removal.reason}` : null,
      };
  }
}

/** A notification about the reader's own export: it opens the export (`subjectId`). */
function ownView(document: NotificationDocument): NotificationView {
  return {
    id: document._id,
    type: document.type,
    ...wording(document, ""),
    read: document.read,
    createdAt: document.createdAt,
    subjectId: document.exportId ?? null,
    actorName: null,
    count: null,
    matched: false,
    invitation: null,
    event: null,
  };
}

function invitationView(document: NotificationDocument, now: Date): DojoInvitationView | null {
  const invitation = document.invitation;
  if (!invitation) return null;
  const expired = invitation.state === "open" && Date.parse(invitation.expiresAt) <= now.getTime();
  return { ...invitation, state: expired ? "expired" : invitation.state };
}
