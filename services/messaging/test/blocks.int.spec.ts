import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ConversationView,
  DirectMessageView,
  GroupChatView,
  GroupMessageView,
  NotificationView,
} from "@kumite/contracts/messaging/views";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { block, lift, suspend, unblock, connect } from "@kumite/kit/testing";
import { messagingService } from "../src/service.ts";

// Every messaging path a block closes, walked as the blocker and as the one blocked, then again
// once it is lifted; and a suspended member, treated like a deleted one until the suspension ends.

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

const send = (from: TestMember, to: TestMember, content = `From ${from.displayName}`) =>
  from.post("/api/messages", { senderId: from.id, receiverId: to.id, content });
const conversationsWith = async (member: TestMember) =>
  ((await member.get("/api/messages/conversations")).json() as ConversationView[]).map((entry) => entry.user.id);
const messagesWith = async (member: TestMember, other: TestMember) =>
  ((await member.get(`/api/messages?with=${other.id}`)).json() as DirectMessageView[]).map((m) => m.content);
const everyMessage = async (member: TestMember) =>
  ((await member.get("/api/messages")).json() as DirectMessageView[]).map((m) => m.content);
const notificationsAbout = async (member: TestMember) =>
  ((await member.get(`/api/notifications/${member.id}`)).json() as NotificationView[]).map((n) => n.subjectId);
const newGroup = async (member: TestMember) => {
  const reply = await member.post("/api/group-chats", { name: "Open mat", type: "match_group", createdBy: member.id });
  expect(reply.statusCode).toBe(201);
  return reply.json() as GroupChatView;
};
const groupMessages = async (member: TestMember, groupId: string) =>
  ((await member.get(`/api/group-chats/${groupId}/messages`)).json() as GroupMessageView[]).map(
    ({ content, fromBlocked }) => ({ content, fromBlocked }),
  );
const refusal = (reply: { statusCode: number; json(): unknown }) => [
  reply.statusCode,
  (reply.json() as { code?: string }).code,
];

/** Ana and Ben talk and share Cara's group chat; Cara is connected to both. */
async function acquainted() {
  const ana = await messaging.member({ displayName: "Ana" });
  const ben = await messaging.member({ displayName: "Ben" });
  const cara = await messaging.member({ displayName: "Cara" });
  await connect(messaging, ana.id, ben.id);
  await connect(messaging, cara.id, ana.id);
  await connect(messaging, cara.id, ben.id);
  expect((await send(ben, ana, "Oss, Ana")).statusCode).toBe(201);
  expect((await send(ana, ben, "Oss, Ben")).statusCode).toBe(201);
  const group = await newGroup(cara);
  for (const member of [ana, ben]) {
    const added = await cara.post(`/api/group-chats/${group.id}/members`, { userId: member.id });
    expect(added.statusCode).toBe(201);
  }
  const posted = await ben.post(`/api/group-chats/${group.id}/messages`, { content: "Rolling at ten?" });
  expect(posted.statusCode).toBe(201);
  expect(posted.json()).toMatchObject({ fromBlocked: false });
  return { ana, ben, cara, groupId: group.id };
}

describe("a block in messaging", () => {
  it("closes every path between the two members, both ways, until it is lifted", async () => {
    const { ana, ben, cara, groupId } = await acquainted();
    expect(await notificationsAbout(ana)).toContain(ben.id);
    expect(await notificationsAbout(ben)).toContain(ana.id);

    await block(messaging, ana.id, ben.id);

    for (const [me, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      expect(refusal(await send(me, other))).toEqual([403, "block.blocked"]);
      expect(refusal(await me.post("/api/messages/typing", { receiverId: other.id }))).toEqual([403, "block.blocked"]);
      expect(await conversationsWith(me)).toEqual([cara.id]);
      expect(await messagesWith(me, other)).toEqual([]);
      expect((await everyMessage(me)).filter((content) => content.startsWith("Oss"))).toEqual([]);
      expect(await notificationsAbout(me)).not.toContain(other.id);
      const own = await newGroup(me);
      const added = await me.post(`/api/group-chats/${own.id}/members`, { userId: other.id });
      expect(refusal(added)).toEqual([403, "block.blocked"]);
      // The chat they share goes on: both still write in it.
      const said = await me.post(`/api/group-chats/${groupId}/messages`, { content: `${me.displayName} here` });
      expect(said.statusCode).toBe(201);
    }
    // The blocker sees the other's messages collapsed; the one blocked no longer sees the blocker's.
    expect(await groupMessages(ana, groupId)).toEqual([
      { content: "Rolling at ten?", fromBlocked: true },
      { content: "Ana here", fromBlocked: false },
      { content: "Ben here", fromBlocked: true },
    ]);
    expect(await groupMessages(ben, groupId)).toEqual([
      { content: "Rolling at ten?", fromBlocked: false },
      { content: "Ben here", fromBlocked: false },
    ]);
    expect((await groupMessages(cara, groupId)).map((message) => message.fromBlocked)).toEqual([false, false, false]);
    // Others are untouched.
    expect((await send(cara, ana)).statusCode).toBe(201);
    expect((await send(ben, cara)).statusCode).toBe(201);

    await unblock(messaging, ana.id, ben.id);

    for (const [me, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      expect(await messagesWith(me, other)).toEqual(expect.arrayContaining(["Oss, Ana", "Oss, Ben"]));
      expect(await everyMessage(me)).toEqual(expect.arrayContaining(["Oss, Ana", "Oss, Ben"]));
      expect(await conversationsWith(me)).toContain(other.id);
      expect(await notificationsAbout(me)).toContain(other.id);
      expect((await send(me, other)).statusCode).toBe(201);
      expect((await me.post("/api/messages/typing", { receiverId: other.id })).statusCode).toBe(204);
      const own = await newGroup(me);
      expect((await me.post(`/api/group-chats/${own.id}/members`, { userId: other.id })).statusCode).toBe(201);
    }
    expect((await groupMessages(ana, groupId)).map((message) => message.fromBlocked)).toEqual([false, false, false]);
  });

  it("holds whichever of the two made it", async () => {
    const { ana, ben } = await acquainted();
    await block(messaging, ben.id, ana.id);
    expect(refusal(await send(ana, ben))).toEqual([403, "block.blocked"]);
    expect(await conversationsWith(ana)).not.toContain(ben.id);
    await unblock(messaging, ben.id, ana.id);
    expect((await send(ana, ben)).statusCode).toBe(201);
  });
});

describe("a suspended member in messaging", () => {
  it("is treated like a deleted one until the suspension is lifted, and the reporters hear of it", async () => {
    const { ana, ben, cara, groupId } = await acquainted();

    const suspensionId = await suspend(messaging, ben.id, [ana.id, cara.id]);

    expect(refusal(await send(ana, ben))).toEqual([404, "member.not-found"]);
    expect(await conversationsWith(ana)).not.toContain(ben.id);
    expect(await messagesWith(ana, ben)).toEqual([]);
    expect((await groupMessages(ana, groupId)).map((message) => message.content)).toEqual([]);
    expect(await notificationsAbout(ana)).not.toContain(ben.id);
    const reported = (await ana.get(`/api/notifications/${ana.id}`)).json() as NotificationView[];
    const outcome = reported.filter((notification) => notification.type === "report_action_taken");
    expect(outcome).toEqual([
      expect.objectContaining({
        title: "Action taken on your report",
        message: "A member you reported has been suspended. Thank you for keeping Kumite safe.",
        read: false,
        subjectId: null,
        actorName: null,
      }),
    ]);
    expect(JSON.stringify(outcome)).not.toContain(ben.id);
    const forCara = (await cara.get(`/api/notifications/${cara.id}`)).json() as NotificationView[];
    expect(forCara.filter((notification) => notification.type === "report_action_taken")).toHaveLength(1);
    // The reporter marks it read like any other.
    expect((await ana.patch(`/api/notifications/${outcome[0]!.id}/read`)).json()).toMatchObject({ read: true });

    await lift(messaging, ben.id, suspensionId);

    expect((await send(ana, ben)).statusCode).toBe(201);
    expect(await conversationsWith(ana)).toContain(ben.id);
    expect((await groupMessages(ana, groupId)).map((message) => message.content)).toEqual(["Rolling at ten?"]);
    // The outcome stays told.
    const after = (await ana.get(`/api/notifications/${ana.id}`)).json() as NotificationView[];
    expect(after.filter((notification) => notification.type === "report_action_taken")).toHaveLength(1);
  });
});
