import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEXT_CURSOR_HEADER, POSITION_HEADER } from "@kumite/contracts/http";
import { liveSubject } from "@kumite/contracts/live";
import type { ConversationView, DirectMessageView } from "@kumite/contracts/messaging/views";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { messagingService } from "../src/service.ts";
import { connect } from "@kumite/kit/testing";

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

const send = (from: TestMember, to: TestMember | string, content: string) =>
  from.post("/api/messages", { senderId: from.id, receiverId: typeof to === "string" ? to : to.id, content });
const conversationsOf = async (member: TestMember) =>
  (await member.get("/api/messages/conversations")).json() as ConversationView[];
const thread = async (member: TestMember, other: TestMember, query = "") =>
  (await member.get(`/api/messages?with=${other.id}${query}`)).json() as DirectMessageView[];

describe("direct messages", () => {
  it("sends a message both members read, with names, newest last", async () => {
    const ana = await messaging.member({ displayName: "Ana Silva" });
    const ben = await messaging.member({ displayName: "Ben Okafor" });
    const sent = await send(ana, ben, "  Open mat on Saturday?  ");
    expect(sent.statusCode).toBe(201);
    expect(sent.headers[POSITION_HEADER]).toMatch(/^MESSAGING:\d+$/);
    expect(sent.json()).toMatchObject({
      senderId: ana.id,
      receiverId: ben.id,
      content: "Open mat on Saturday?",
      system: false,
      sender: { displayName: "Ana Silva" },
      receiver: { displayName: "Ben Okafor" },
    });
    await send(ben, ana, "Count me in");
    expect((await thread(ben, ana)).map((message) => message.content)).toEqual([
      "Open mat on Saturday?",
      "Count me in",
    ]);
    expect(await thread(ana, ben)).toEqual(await thread(ben, ana));
  });

  it("refuses a blank or long message, one in someone else's name, to oneself or to nobody", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    expect((await send(ana, ben, "   ")).statusCode).toBe(400);
    expect((await send(ana, ben, "x".repeat(4001))).statusCode).toBe(400);
    expect(
      (await ben.post("/api/messages", { senderId: ana.id, receiverId: ben.id, content: "Forged" })).statusCode,
    ).toBe(403);
    expect((await send(ana, ana, "Me")).statusCode).toBe(400);
    expect((await send(ana, "no-such-member", "Hello?")).statusCode).toBe(404);
    expect(
      (await messaging.signedOut.post("/api/messages", { senderId: ana.id, receiverId: ben.id, content: "Hi" }))
        .statusCode,
    ).toBe(401);
    expect(await thread(ana, ben)).toEqual([]);
  });

  it("shows each member only their own messages", async () => {
    const [ana, ben, cleo] = [await messaging.member(), await messaging.member(), await messaging.member()];
    await send(ana, ben, "Private");
    expect(await thread(cleo, ana)).toEqual([]);
    expect((await cleo.get("/api/messages")).json()).toEqual([]);
    expect((await ben.get("/api/messages")).json().map((message: DirectMessageView) => message.content)).toEqual([
      "Private",
    ]);
  });

  it("pages older messages with a cursor", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    for (let i = 1; i <= 5; i++) await send(ana, ben, `Round ${i}`);
    const first = await ana.get(`/api/messages?with=${ben.id}&limit=2`);
    expect(first.json().map((message: DirectMessageView) => message.content)).toEqual(["Round 4", "Round 5"]);
    const older = await ana.get(`/api/messages?with=${ben.id}&limit=2&cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect(older.json().map((message: DirectMessageView) => message.content)).toEqual(["Round 2", "Round 3"]);
    expect((await ana.get(`/api/messages?with=${ben.id}&cursor=nonsense`)).statusCode).toBe(400);
  });

  it("lists conversations newest first with unread counts, and a read marker clears them", async () => {
    const [ana, ben, cleo] = [await messaging.member(), await messaging.member(), await messaging.member()];
    await send(ben, ana, "One");
    await send(ben, ana, "Two");
    await send(cleo, ana, "Hi from Cleo");
    const list = await conversationsOf(ana);
    expect(
      list.map((conversation) => [conversation.user.id, conversation.unreadCount, conversation.lastMessage.content]),
    ).toEqual([
      [cleo.id, 1, "Hi from Cleo"],
      [ben.id, 2, "Two"],
    ]);
    expect((await conversationsOf(ben))[0]).toMatchObject({ user: { id: ana.id }, unreadCount: 0 });
    const read = await ana.post(`/api/messages/conversations/${ben.id}/read`);
    expect(read.statusCode).toBe(204);
    expect((await conversationsOf(ana)).map((conversation) => conversation.unreadCount)).toEqual([1, 0]);
    expect((await ana.post("/api/messages/conversations/nobody/read")).statusCode).toBe(404);
  });

  it("opens a conversation for two members who match, with a line saying so", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    await connect(messaging, ana.id, ben.id);
    for (const member of [ana, ben]) {
      const [conversation] = await conversationsOf(member);
      expect(conversation).toMatchObject({
        unreadCount: 0,
        lastMessage: { content: "You matched! Say hello.", system: true },
      });
    }
  });

  it("takes twenty messages to one member at the same moment, every one", async () => {
    const ana = await messaging.member();
    const senders = await Promise.all(Array.from({ length: 20 }, () => messaging.member()));
    const replies = await Promise.all(senders.map((sender, index) => send(sender, ana, `Oss ${index}`)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(senders.map(() => 201));
    expect(await conversationsOf(ana)).toHaveLength(20);
  });

  it("tells both members' open browsers, with the position to wait for", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    const heard: Array<{ to: string; event: Record<string, unknown> }> = [];
    const connection = messaging.deps.nats.connection;
    const subscriptions = [ana, ben].map((member) =>
      connection.subscribe(liveSubject(member.id), {
        callback: (_error, message) => void heard.push({ to: member.id, event: message.json() }),
      }),
    );
    await connection.flush();
    const sent = (await send(ana, ben, "Live")).json();
    await expect.poll(() => heard.length).toBe(2);
    expect(heard).toContainEqual({
      to: ben.id,
      event: {
        type: "message",
        otherId: ana.id,
        messageId: sent.id,
        position: expect.stringMatching(/^MESSAGING:\d+$/),
      },
    });
    expect(heard).toContainEqual({ to: ana.id, event: expect.objectContaining({ type: "message", otherId: ben.id }) });
    expect((await ana.post("/api/messages/typing", { receiverId: ben.id })).statusCode).toBe(204);
    await expect.poll(() => heard.filter((entry) => entry.event.type === "typing").length).toBe(1);
    expect(heard.find((entry) => entry.event.type === "typing")).toMatchObject({
      to: ben.id,
      event: { fromId: ana.id },
    });
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it("keeps no Idempotency-Key for typing hints and read markers, which are harmless to repeat", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    await send(ana, ben, "Hi");
    const key = { headers: { "idempotency-key": crypto.randomUUID() } };
    expect((await ana.post("/api/messages/typing", { receiverId: ben.id }, key)).statusCode).toBe(204);
    expect((await ana.post("/api/messages/typing", { receiverId: ben.id }, key)).statusCode).toBe(204);
    expect((await ben.post(`/api/messages/conversations/${ana.id}/read`, undefined, key)).statusCode).toBe(204);
    expect(await messaging.deps.redis.keys(`kumite:idempotency:messaging:${ana.id}:*`)).toEqual([]);
    expect(await messaging.deps.redis.keys(`kumite:idempotency:messaging:${ben.id}:*`)).toEqual([]);
  });

  it("refuses typing to oneself, to nobody, without a receiver or signed out", async () => {
    const ana = await messaging.member();
    expect((await ana.post("/api/messages/typing", { receiverId: ana.id })).statusCode).toBe(400);
    expect((await ana.post("/api/messages/typing", { receiverId: "no-such-member" })).statusCode).toBe(404);
    expect((await ana.post("/api/messages/typing", {})).statusCode).toBe(400);
    const stranger = await messaging.member();
    expect((await ana.post("/api/messages/typing", { receiverId: stranger.id })).statusCode).toBe(403);
    expect((await messaging.signedOut.post("/api/messages/typing", { receiverId: ana.id })).statusCode).toBe(401);
  });
});
