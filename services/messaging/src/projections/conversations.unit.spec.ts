import { describe, expect, it } from "vitest";
import type { StoredEvent } from "@kumite/kit/event-store";
import { memberDirectory } from "@kumite/kit/members";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { conversationsOf, messagePage } from "../queries/messages.ts";
import { CONVERSATIONS, type ConversationDocument } from "./collections.ts";
import { conversationsProjection } from "./conversations.ts";

// Each member's side of a conversation: its last message, and how many of the other's messages
// came after the member's read marker.

const spec = projectionSpec([memberDirectory, conversationsProjection]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
const sent = (messageId: string, senderId: string, receiverId: string, minute: number): GivenEvent => ({
  type: "DirectMessageSent",
  aggregateId: [senderId, receiverId].sort().join("_"),
  data: { messageId, senderId, receiverId, content: `${messageId} from ${senderId}` },
  occurredAt: at(minute),
});
const read = (readerId: string, otherId: string, minute: number): GivenEvent => ({
  type: "ConversationRead",
  aggregateId: [readerId, otherId].sort().join("_"),
  data: { readerId, otherId, upTo: at(minute) },
});
const at = (minute: number) => `2026-11-20T09:${String(minute).padStart(2, "0")}:00.000Z`;

const sideOf = async (store: Parameters<typeof conversationsOf>[0], memberId: string) => {
  const [side] = await conversationsOf(store, memberId);
  return { with: side?.user.id, unread: side?.unreadCount, last: side?.lastMessage.id };
};

describe("the conversations projection", () => {
  it("counts the other's messages as unread until the member reads them, then only later ones", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: [
          sent("m1", "ana", "ben", 1),
          sent("m2", "ana", "ben", 2),
          read("ben", "ana", 2),
          sent("m3", "ana", "ben", 3),
          sent("m4", "ben", "ana", 4),
        ],
      })
      .then(async (store) => {
        expect(await sideOf(store, "ben")).toEqual({ with: "ana", unread: 1, last: "m4" });
        expect(await sideOf(store, "ana")).toEqual({ with: "ben", unread: 1, last: "m4" });
        const page = await messagePage(store, "ana", { with: "ben", limit: 10 });
        expect(page.messages.map((message) => message.id)).toEqual(["m1", "m2", "m3", "m4"]);
      }));

  it("keeps each member's conversations apart, newest first", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cleo")],
        MESSAGING: [sent("m1", "ana", "ben", 1), sent("m2", "cleo", "ana", 2), sent("m3", "cleo", "ana", 3)],
      })
      .then(async (store) => {
        const forAna = await conversationsOf(store, "ana");
        expect(forAna.map((side) => [side.user.id, side.unreadCount])).toEqual([
          ["cleo", 2],
          ["ben", 0],
        ]);
        expect((await conversationsOf(store, "ben")).map((side) => side.unreadCount)).toEqual([1]);
      }));

  it("counts a message once on a side stored without a counted sequence, whoever applies it again", async () => {
    const store = createMemoryReadStore();
    await conversationsProjection.setup!(store);
    const sides = store.collection<ConversationDocument>(CONVERSATIONS);
    await sides.insertOne({
      _id: "ben|ana",
      memberId: "ben",
      otherId: "ana",
      lastMessageId: "match-c1",
      lastSortKey: `${at(0)}|match-c1`,
      unread: 0,
    });
    const message: StoredEvent = {
      id: "e7",
      type: "DirectMessageSent",
      aggregateId: "ana_ben",
      occurredAt: at(1),
      actorId: "ana",
      data: { messageId: "m1", senderId: "ana", receiverId: "ben", content: "Osu" },
      stream: "MESSAGING",
      subject: "messaging.conversation.ana_ben",
      sequence: 7,
      index: 0,
    };
    const apply = () => conversationsProjection.handlers.DirectMessageSent!(message, store);
    await apply();
    const counted = { unread: 1, lastMessageId: "m1", countedSequence: 7 };
    expect(await sides.findOne({ _id: "ben|ana" })).toMatchObject(counted);
    await Promise.all([apply(), apply()]);
    expect(await sides.findOne({ _id: "ben|ana" })).toMatchObject(counted);
  });
});
