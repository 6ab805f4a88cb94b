import { describe, expect, it } from "vitest";
import type { ReadStore } from "@kumite/kit/read-store";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { conversationsOf } from "../queries/messages.ts";
import { notificationsOf } from "../queries/notifications.ts";
import { conversationsProjection } from "./conversations.ts";
import { connectionsProjection, memberDirectory } from "@kumite/kit/members";
import { notificationsProjection } from "./notifications.ts";

// The bell and the conversation list read four streams (IDENTITY, SOCIAL, MESSAGING, DOJO) that
// arrive in any interleaving.

const spec = projectionSpec([memberDirectory, connectionsProjection, conversationsProjection, notificationsProjection]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
const sent = (
  messageId: string,
  senderId: string,
  receiverId: string,
  content = messageId,
  occurredAt?: string,
): GivenEvent => ({
  type: "DirectMessageSent",
  aggregateId: `${senderId}_${receiverId}`,
  data: { messageId, senderId, receiverId, content },
  occurredAt,
});
const requested = (connectionId: string, userId: string, connectedUserId: string): GivenEvent => ({
  type: "ConnectionRequested",
  aggregateId: `${userId}_${connectedUserId}`,
  data: { connectionId, userId, connectedUserId },
});
const accepted = (connectionId: string, userId: string, connectedUserId: string, mutual = true): GivenEvent => ({
  type: "ConnectionAccepted",
  aggregateId: `${userId}_${connectedUserId}`,
  data: { connectionId, userId, connectedUserId, mutual },
});
const INVITED_AT = "2026-11-20T09:00:00.000Z";
const invited = (invitationId: string, memberId: string, invitedBy: string): GivenEvent => ({
  type: "MemberInvited",
  aggregateId: "d1",
  data: {
    dojoId: "d1",
    dojoName: "Bjj Lisboa",
    invitationId,
    memberId,
    invitedBy,
    invitedAt: INVITED_AT,
    expiresAt: "2026-12-04T09:00:00.000Z",
  },
  occurredAt: INVITED_AT,
});
const joinedBy = (invitationId: string | null, memberId: string): GivenEvent => ({
  type: "MemberJoined",
  aggregateId: "d1",
  data: { dojoId: "d1", memberId, role: "new_blood", invitationId },
});
const declined = (invitationId: string, memberId: string): GivenEvent => ({
  type: "InvitationDeclined",
  aggregateId: "d1",
  data: { dojoId: "d1", invitationId, memberId },
});
/** The spec's clock: after every event it gives, before the invitation's 14 days are up. */
const NOW = new Date("2026-11-28T10:00:00.000Z");
/** What the invitee's bell shows of an invitation, on `now`. */
const invitationIn = async (store: ReadStore, memberId: string, now = NOW) => {
  const [notification, ...others] = await notificationsOf(store, memberId, now);
  expect(others).toEqual([]);
  const { title, message, read, actorName, invitation } = notification!;
  return { title, message, read, actorName, invitation };
};
const bell = async (store: ReadStore, memberId: string) =>
  (await notificationsOf(store, memberId, NOW)).map(
    (notification) => `${notification.title}${notification.read ? " (read)" : ""}`,
  );

describe("the notifications projection", () => {
  it("groups a sender's unread messages into one notification, in every order of the streams", async () => {
    const orders = await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: [sent("m1", "ana", "ben"), sent("m2", "ana", "ben"), sent("m3", "ana", "ben")],
      })
      .inEveryOrder(async (store) => {
        expect(await bell(store, "ben")).toEqual(["3 new messages from ANA"]);
        expect((await notificationsOf(store, "ben", NOW))[0]!.message).toBe("m3");
      });
    expect(orders).toBe(10);
  });

  it("starts a new notification after the grouped one is read, and all-read reads only what existed", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: [
          sent("m1", "ana", "ben", "One", "2026-11-20T09:00:00.000Z"),
          { type: "NotificationRead", aggregateId: "ben", data: { memberId: "ben", notificationId: "new_message-m1" } },
          sent("m2", "ana", "ben", "Two", "2026-11-20T09:01:00.000Z"),
          {
            type: "AllNotificationsRead",
            aggregateId: "ben",
            data: { memberId: "ben", upTo: "2026-11-20T09:01:30.000Z" },
          },
          sent("m3", "ana", "ben", "Three", "2026-11-20T09:02:00.000Z"),
        ],
      })
      .then(async (store) => {
        expect(await bell(store, "ben")).toEqual([
          "New message from ANA",
          "New message from ANA (read)",
          "New message from ANA (read)",
        ]);
      });
  });

  it("tells of requests and matches, never someone else's", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cleo")],
        SOCIAL: [
          requested("c1", "ana", "ben"),
          accepted("c1", "ana", "ben"),
          requested("c2", "cleo", "ana"),
          accepted("c2", "cleo", "ana", false),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await bell(store, "ben")).toEqual(["New connection request"]);
        expect((await bell(store, "ana")).sort()).toEqual(["It's a match!", "New connection request"]);
        expect(await bell(store, "cleo")).toEqual(["Connection accepted"]);
      });
  });

  it("tells a member their data export is ready, once, naming nobody and opening the export", async () => {
    const ready: GivenEvent = {
      type: "DataExportReady",
      aggregateId: "ana",
      data: { exportId: "x1", memberId: "ana", expiresAt: "2026-12-05T09:00:00.000Z" },
      occurredAt: "2026-11-28T09:05:00.000Z",
    };
    await spec
      .given({ IDENTITY: [registered("ana"), ready, ready], SOCIAL: [requested("c1", "ben", "ana")] })
      .inEveryOrder(async (store) => {
        const bellOfAna = await notificationsOf(store, "ana", NOW);
        expect(bellOfAna.filter((notification) => notification.type === "data_export_ready")).toEqual([
          expect.objectContaining({
            id: "data_export_ready-x1",
            title: "Your data is ready to download",
            message: null,
            subjectId: "x1",
            actorName: null,
            read: false,
            createdAt: "2026-11-28T09:05:00.000Z",
          }),
        ]);
        expect(await bell(store, "ben")).toEqual([]);
      });
  });

  it("keeps a request's notification read once the member read it", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        SOCIAL: [requested("c1", "ana", "ben")],
        MESSAGING: [
          {
            type: "NotificationRead",
            aggregateId: "ben",
            data: { memberId: "ben", notificationId: "connection_request-c1" },
          },
        ],
      })
      .then(async (store) => {
        expect(await bell(store, "ben")).toEqual(["New connection request (read)"]);
      });
  });
});

describe("the bell's dojo invitations", () => {
  const offer = { dojoId: "d1", dojoName: "Bjj Lisboa", invitationId: "i1", expiresAt: "2026-12-04T09:00:00.000Z" };

  it("offers the invitee the dojo, from the inviter, until they accept it", async () => {
    await spec
      .given({
        IDENTITY: [registered("olga"), registered("ana")],
        DOJO: [invited("i1", "ana", "olga")],
      })
      .inEveryOrder(async (store) => {
        expect(await invitationIn(store, "ana")).toEqual({
          title: "Dojo invitation",
          message: "OLGA invited you to join Bjj Lisboa",
          read: false,
          actorName: "OLGA",
          invitation: { ...offer, state: "open" },
        });
        expect(await notificationsOf(store, "olga", NOW)).toEqual([]);
      });
    const orders = await spec
      .given({
        IDENTITY: [registered("olga"), registered("ana")],
        DOJO: [invited("i1", "ana", "olga"), joinedBy(null, "ben"), joinedBy("i1", "ana")],
      })
      .inEveryOrder(async (store) => {
        const shown = await invitationIn(store, "ana");
        expect(shown.read).toBe(true);
        expect(shown.invitation).toEqual({ ...offer, state: "accepted" });
      });
    expect(orders).toBe(10);
  });

  it("shows a declined invitation as declined and read", async () => {
    await spec
      .given({
        IDENTITY: [registered("olga"), registered("ana")],
        DOJO: [invited("i1", "ana", "olga"), declined("i1", "ana")],
      })
      .inEveryOrder(async (store) => {
        const shown = await invitationIn(store, "ana");
        expect(shown.read).toBe(true);
        expect(shown.invitation).toEqual({ ...offer, state: "declined" });
      });
  });

  it("keeps the answer when the invitation is delivered again", async () => {
    await spec
      .given({
        IDENTITY: [registered("olga"), registered("ana")],
        DOJO: [invited("i1", "ana", "olga"), joinedBy("i1", "ana"), invited("i1", "ana", "olga")],
      })
      .inEveryOrder(async (store) => {
        const shown = await invitationIn(store, "ana");
        expect(shown.read).toBe(true);
        expect(shown.invitation?.state).toBe("accepted");
      });
  });

  it("reads an unanswered invitation as expired once its 14 days are up, and an answered one as answered", async () => {
    const expiry = new Date("2026-12-04T09:00:00.000Z");
    const justBefore = new Date(expiry.getTime() - 1);
    await spec
      .given({
        IDENTITY: [registered("olga"), registered("ana"), registered("ben")],
        DOJO: [invited("i1", "ana", "olga"), invited("i2", "ben", "olga"), declined("i2", "ben")],
      })
      .then(async (store) => {
        expect((await invitationIn(store, "ana", justBefore)).invitation?.state).toBe("open");
        expect((await invitationIn(store, "ana", expiry)).invitation?.state).toBe("expired");
        expect((await invitationIn(store, "ben", expiry)).invitation?.state).toBe("declined");
      });
  });

  it("tells a removed member which dojo and why, naming nobody, and drops the invitation the removal voided", async () => {
    const removed: GivenEvent = {
      type: "MemberRemoved",
      aggregateId: "d1",
      data: {
        dojoId: "d1",
        dojoName: "Bjj Lisboa",
        memberId: "ana",
        removedBy: "olga",
        reason: "Spam",
        role: "warrior",
      },
    };
    await spec
      .given({
        IDENTITY: [registered("olga"), registered("ana")],
        DOJO: [
          invited("i1", "ana", "olga"),
          removed,
          { type: "InvitationVoided", aggregateId: "d1", data: { dojoId: "d1", invitationId: "i1", memberId: "ana" } },
        ],
      })
      .inEveryOrder(async (store) => {
        const notifications = await notificationsOf(store, "ana", NOW);
        expect(notifications).toEqual([
          expect.objectContaining({
            id: expect.stringMatching(/^dojo_removed-/),
            type: "dojo_removed",
            title: "You were removed from Bjj Lisboa",
            message: "Reason: Spam",
            subjectId: null,
            actorName: null,
            removal: { dojoId: "d1", dojoName: "Bjj Lisboa", reason: "Spam" },
          }),
        ]);
      });
  });

  it("leaves every other notification without an invitation", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        SOCIAL: [requested("c1", "ana", "ben")],
        MESSAGING: [sent("m1", "ana", "ben")],
      })
      .then(async (store) => {
        const notifications = await notificationsOf(store, "ben", NOW);
        expect(notifications.map((notification) => notification.invitation)).toEqual([null, null]);
      });
  });
});

describe("the conversations projection", () => {
  it("opens a conversation for a match, and counts only the other's unread messages", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        SOCIAL: [requested("c1", "ana", "ben"), accepted("c1", "ana", "ben")],
        MESSAGING: [
          sent("m1", "ben", "ana", "One", "2026-11-20T09:01:00.000Z"),
          sent("m2", "ben", "ana", "Two", "2026-11-20T09:02:00.000Z"),
          sent("m3", "ana", "ben", "Three", "2026-11-20T09:03:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        const [forAna] = await conversationsOf(store, "ana");
        const [forBen] = await conversationsOf(store, "ben");
        expect(forAna!.unreadCount).toBe(2);
        expect(forBen!.unreadCount).toBe(1);
        expect(forAna!.user.id).toBe("ben");
        // The match line (09:00) never replaces a later message as the last one.
        expect(forAna!.lastMessage.content).toBe("Three");
      });
  });

  it("drops the conversations of a deleted member", async () => {
    await spec
      .given({
        IDENTITY: [
          registered("ana"),
          registered("ben"),
          { type: "UserDeleted", aggregateId: "ben", data: { userId: "ben" } },
        ],
        MESSAGING: [sent("m1", "ben", "ana")],
      })
      .inEveryOrder(async (store) => {
        expect(await conversationsOf(store, "ana")).toEqual([]);
        expect(await notificationsOf(store, "ana", NOW)).toEqual([]);
      });
  });
});
