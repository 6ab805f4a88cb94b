import { describe, expect, it } from "vitest";
import type { ReadStore } from "@kumite/kit/read-store";
import { blocksProjection, memberDirectory, suspensionsProjection } from "@kumite/kit/members";
import { projectionSpec, type GivenEvent, moderationGiven } from "@kumite/kit/testing";
import { groupMessages } from "../queries/groups.ts";
import { conversationsOf, messagePage } from "../queries/messages.ts";
import { notificationsOf } from "../queries/notifications.ts";
import { conversationsProjection } from "./conversations.ts";
import { groupsProjection } from "./groups.ts";
import { notificationsProjection, reportActionTakenNotificationId } from "./notifications.ts";
const { blocked, unblocked, suspended, lifted } = moderationGiven;

// Moderation's facts meet messaging's read models in whatever order the streams arrive: a block
// (and its lift) and a suspension converge with IDENTITY and MESSAGING in every interleaving.

const spec = projectionSpec([
  memberDirectory,
  blocksProjection,
  suspensionsProjection,
  conversationsProjection,
  groupsProjection,
  notificationsProjection,
]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
/** The spec's clock: after every event it gives. */
const NOW = new Date("2026-11-21T09:00:00.000Z");
const sent = (messageId: string, senderId: string, receiverId: string, occurredAt: string): GivenEvent => ({
  type: "DirectMessageSent",
  aggregateId: `${senderId}_${receiverId}`,
  data: { messageId, senderId, receiverId, content: messageId },
  occurredAt,
});
const groupCreated = (groupId: string, createdBy: string): GivenEvent => ({
  type: "GroupChatCreated",
  aggregateId: groupId,
  data: { groupId, name: "Open mat", description: "", type: "match_group", dojoId: null, createdBy },
  occurredAt: "2026-11-20T08:00:00.000Z",
});
const groupAdded = (groupId: string, memberId: string, addedBy: string): GivenEvent => ({
  type: "GroupMemberAdded",
  aggregateId: groupId,
  data: { groupId, memberId, addedBy },
});
const groupPosted = (groupId: string, messageId: string, senderId: string, occurredAt: string): GivenEvent => ({
  type: "GroupMessagePosted",
  aggregateId: groupId,
  data: { groupId, messageId, senderId, content: messageId },
  occurredAt,
});

/** What `memberId` sees of `otherId` in messaging: conversations, messages, the bell. */
async function seen(store: ReadStore, memberId: string, otherId: string) {
  const conversations = (await conversationsOf(store, memberId)).map((entry) => entry.user.id);
  const page = await messagePage(store, memberId, { with: otherId, limit: 20 });
  const everyone = await messagePage(store, memberId, { limit: 20 });
  const bell = (await notificationsOf(store, memberId, NOW)).map((notification) => notification.subjectId);
  return {
    conversations,
    messages: page.messages.map((message) => message.id),
    everyone: everyone.messages.map((message) => message.id),
    bell,
  };
}
const HIDDEN = { conversations: [], messages: [], everyone: [], bell: [] };

describe("a block in messaging's read models", () => {
  const talk = [
    sent("m1", "ana", "ben", "2026-11-20T09:00:00.000Z"),
    sent("m2", "ben", "ana", "2026-11-20T09:01:00.000Z"),
  ];

  it("hides the conversation, its messages and the bell's news from both, in every order", async () => {
    const orders = await spec
      .given({ IDENTITY: [registered("ana"), registered("ben")], MESSAGING: talk, MODERATION: [blocked("ana", "ben")] })
      .inEveryOrder(async (store) => {
        expect(await seen(store, "ana", "ben")).toEqual(HIDDEN);
        expect(await seen(store, "ben", "ana")).toEqual(HIDDEN);
      });
    expect(orders).toBe(30);
  });

  it("shows it all again once it is lifted, in every order", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: talk,
        MODERATION: [blocked("ana", "ben"), unblocked("ana", "ben")],
      })
      .inEveryOrder(async (store) => {
        expect(await seen(store, "ana", "ben")).toEqual({
          conversations: ["ben"],
          messages: ["m1", "m2"],
          everyone: ["m1", "m2"],
          bell: ["ben"],
        });
        expect(await seen(store, "ben", "ana")).toEqual({
          conversations: ["ana"],
          messages: ["m1", "m2"],
          everyone: ["m1", "m2"],
          bell: ["ana"],
        });
      });
  });

  it("flags a shared group chat's messages from the member the reader blocked, and only for the reader", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: [
          groupCreated("g1", "ana"),
          groupAdded("g1", "ben", "ana"),
          groupPosted("g1", "g-m1", "ben", "2026-11-20T09:00:00.000Z"),
          groupPosted("g1", "g-m2", "ana", "2026-11-20T09:01:00.000Z"),
        ],
        MODERATION: [blocked("ana", "ben")],
      })
      .inEveryOrder(async (store) => {
        const flags = async (readerId: string) =>
          (await groupMessages(store, "g1", readerId)).map((message) => `${message.id} ${message.fromBlocked}`);
        expect(await flags("ana")).toEqual(["g-m1 true", "g-m2 false"]);
        expect(await flags("ben")).toEqual(["g-m1 false", "g-m2 false"]);
      });
  });

  it("hides a suspended member's messages until the suspension is lifted, in every order", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: talk,
        MODERATION: [suspended("ben", "s1", [])],
      })
      .inEveryOrder(async (store) => {
        expect(await seen(store, "ana", "ben")).toEqual(HIDDEN);
      });
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: talk,
        MODERATION: [suspended("ben", "s1", []), lifted("ben", "s1")],
      })
      .inEveryOrder(async (store) => {
        expect((await seen(store, "ana", "ben")).messages).toEqual(["m1", "m2"]);
      });
  });
});

describe("report_action_taken", () => {
  const bellOf = async (store: ReadStore, memberId: string) =>
    (await notificationsOf(store, memberId, NOW))
      .filter((notification) => notification.type === "report_action_taken")
      .map(({ title, message, read, subjectId, actorName }) => ({ title, message, read, subjectId, actorName }));
  const TOLD = {
    title: "Action taken on your report",
    message: "A member you reported has been suspended. Thank you for keeping Kumite safe.",
    read: false,
    subjectId: null,
    actorName: null,
  };

  it("tells each counted reporter once, naming nobody, whether or not they blocked the member, and stays told", async () => {
    const orders = await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("tom")],
        MODERATION: [
          blocked("ana", "tom"),
          suspended("tom", "tom-s1", ["ana", "ben", "ana"]),
          lifted("tom", "tom-s1"),
          suspended("tom", "tom-s2", ["ben"]),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await bellOf(store, "ana")).toEqual([TOLD]);
        expect(await bellOf(store, "ben")).toEqual([TOLD, TOLD]);
        expect(await bellOf(store, "tom")).toEqual([]);
        const ids = (await notificationsOf(store, "ben", NOW)).map((notification) => notification.id);
        expect(ids.join(" ")).not.toContain("tom");
      });
    expect(orders).toBe(35);
  });

  it("is read like any other notification", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana")],
        MODERATION: [suspended("tom", "tom-s1", ["ana"])],
        MESSAGING: [
          {
            type: "NotificationRead",
            aggregateId: "ana",
            data: { memberId: "ana", notificationId: reportActionTakenNotificationId("tom-s1", "ana") },
          },
        ],
      })
      .then(async (store) => {
        expect(await bellOf(store, "ana")).toEqual([{ ...TOLD, read: true }]);
      });
  });
});
