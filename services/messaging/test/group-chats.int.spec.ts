import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import type { GroupChatView, GroupMessageView } from "@kumite/contracts/messaging/views";
import { listenLive, block, connect } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { messagingService } from "../src/service.ts";

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

const create = (member: TestMember, body: Record<string, unknown> = {}) =>
  member.post("/api/group-chats", {
    name: "Saturday open mat",
    description: "Bring a gi",
    type: "match_group",
    createdBy: member.id,
    ...body,
  });
const messagesOf = async (member: TestMember, groupId: string) =>
  ((await member.get(`/api/group-chats/${groupId}/messages`)).json() as GroupMessageView[]).map(
    (message) => message.content,
  );

describe("group chats", () => {
  it("creates a chat with its creator as the first member, listed for them only", async () => {
    const [ana, ben] = [await messaging.member({ displayName: "Ana" }), await messaging.member()];
    const created = await create(ana, { name: "  Saturday open mat  " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Saturday open mat",
      description: "Bring a gi",
      type: "match_group",
      dojoId: null,
      createdBy: ana.id,
      memberCount: 1,
      members: [{ id: ana.id, displayName: "Ana" }],
    });
    expect(((await ana.get("/api/group-chats")).json() as GroupChatView[]).map((group) => group.id)).toEqual([
      created.json().id,
    ]);
    expect((await ben.get("/api/group-chats")).json()).toEqual([]);
    expect((await ana.get("/api/group-chats?type=gym_group")).json()).toEqual([]);
  });

  it("refuses a blank name, an unknown type, someone else's name, and a dojo chat while nobody is in a dojo", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    expect((await create(ana, { name: "   " })).statusCode).toBe(400);
    expect((await create(ana, { type: "secret_group" })).statusCode).toBe(400);
    expect((await create(ben, { createdBy: ana.id })).statusCode).toBe(403);
    const dojo = await create(ana, { type: "dojo_group", dojoId: "dojo-1" });
    expect(dojo.statusCode).toBe(400);
    expect(dojo.json().message).toMatch(/join or create a dojo/);
    expect((await create(ana, { dojoId: "dojo-1" })).statusCode).toBe(400);
    expect((await ana.get("/api/group-chats")).json()).toEqual([]);
  });

  it("lets members post and read, and nobody else", async () => {
    const [ana, ben, cleo] = [await messaging.member(), await messaging.member(), await messaging.member()];
    await connect(messaging, ana.id, ben.id);
    const { id } = (await create(ana)).json();
    expect((await ben.post(`/api/group-chats/${id}/messages`, { content: "Let me in" })).statusCode).toBe(403);
    expect((await ben.get(`/api/group-chats/${id}/messages`)).statusCode).toBe(403);
    const added = await ana.post(`/api/group-chats/${id}/members`, { userId: ben.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().memberCount).toBe(2);
    const posted = await ana.post(`/api/group-chats/${id}/messages`, { content: " Osu " });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ content: "Osu", senderId: ana.id });
    await ben.post(`/api/group-chats/${id}/messages`, { content: "Osu!" });
    expect(await messagesOf(ben, id)).toEqual(["Osu", "Osu!"]);
    expect((await ben.post(`/api/group-chats/${id}/messages`, { content: "  " })).statusCode).toBe(400);
    expect((await cleo.get(`/api/group-chats/${id}/messages`)).statusCode).toBe(403);
    expect((await cleo.get("/api/group-chats/no-such-chat/messages")).statusCode).toBe(404);
  });

  it("adds only the adder's accepted connections, each once", async () => {
    const [ana, ben, cleo, dan] = [
      await messaging.member(),
      await messaging.member(),
      await messaging.member(),
      await messaging.member(),
    ];
    await connect(messaging, ana.id, ben.id);
    const { id } = (await create(ana)).json();
    const stranger = await ana.post(`/api/group-chats/${id}/members`, { userId: cleo.id });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe("You can only add members you are connected with");
    expect((await ana.post(`/api/group-chats/${id}/members`, { userId: "nobody" })).statusCode).toBe(404);
    expect((await dan.post(`/api/group-chats/${id}/members`, { userId: dan.id })).statusCode).toBe(403);
    const twice = await Promise.all([
      ana.post(`/api/group-chats/${id}/members`, { userId: ben.id }),
      ana.post(`/api/group-chats/${id}/members`, { userId: ben.id }),
    ]);
    expect(twice.map((reply) => reply.statusCode)).toEqual([201, 201]);
    expect(((await ana.get("/api/group-chats")).json() as GroupChatView[])[0]!.memberCount).toBe(2);
  });

  it("takes twenty messages posted at once, every one", async () => {
    const ana = await messaging.member();
    const { id } = (await create(ana)).json();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ana.post(`/api/group-chats/${id}/messages`, { content: `Round ${index}` }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 201));
    expect(await messagesOf(ana, id)).toHaveLength(20);
  });
});

describe("group chat live hints", () => {
  it("tell the chat's members of a message, but not one blocked with its sender, while a bystander hears it", async () => {
    const [ana, ben, cleo, dan] = [
      await messaging.member(),
      await messaging.member(),
      await messaging.member(),
      await messaging.member(),
    ];
    for (const other of [ben, cleo, dan]) await connect(messaging, ana.id, other.id);
    const { id: groupId } = (await create(ana)).json();
    for (const other of [ben, cleo]) await ana.post(`/api/group-chats/${groupId}/members`, { userId: other.id });
    await block(messaging, cleo.id, ben.id);
    const live = await listenLive(messaging.deps.nats, [ana, ben, cleo, dan]);
    const hintOf = (reply: { headers: Record<string, unknown>; json: () => { id: string } }) => ({
      type: "group_message",
      groupId,
      messageId: reply.json().id,
      position: reply.headers[POSITION_HEADER],
    });
    // Hints go out on the service's connection, the one listening here: the flush's answer follows them.
    const heardAfterFlush = async (members: TestMember[]) => {
      await messaging.deps.nats.connection.flush();
      return members.map((member) => live.of(member));
    };
    try {
      // The creator posts: every member hears, the blocker and the blocked too; a stranger does not.
      const fromAna = await ana.post(`/api/group-chats/${groupId}/messages`, { content: "Osu" });
      expect(fromAna.statusCode).toBe(201);
      for (const member of [ana, ben, cleo]) await expect.poll(() => live.of(member)).toEqual([hintOf(fromAna)]);
      expect(await heardAfterFlush([dan])).toEqual([[]]);

      // The blocked member posts: the bystander hears, the blocker does not.
      live.forget();
      const fromBen = await ben.post(`/api/group-chats/${groupId}/messages`, { content: "Rolling tonight?" });
      expect(fromBen.statusCode).toBe(201);
      for (const member of [ana, ben]) await expect.poll(() => live.of(member)).toEqual([hintOf(fromBen)]);
      expect(await heardAfterFlush([cleo, dan])).toEqual([[], []]);

      // And the other way: the blocker posts, and the blocked member hears nothing of it.
      live.forget();
      const fromCleo = await cleo.post(`/api/group-chats/${groupId}/messages`, { content: "Yes" });
      expect(fromCleo.statusCode).toBe(201);
      for (const member of [ana, cleo]) await expect.poll(() => live.of(member)).toEqual([hintOf(fromCleo)]);
      expect(await heardAfterFlush([ben, dan])).toEqual([[], []]);

      // The stranger's same subscription hears once they are in the chat.
      expect((await ana.post(`/api/group-chats/${groupId}/members`, { userId: dan.id })).statusCode).toBe(201);
      live.forget();
      const welcome = await ana.post(`/api/group-chats/${groupId}/messages`, { content: "Welcome" });
      for (const member of [ana, ben, cleo, dan]) await expect.poll(() => live.of(member)).toEqual([hintOf(welcome)]);
    } finally {
      live.stop();
    }
  });
});
