import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GroupChatView, GroupMessageView } from "@kumite/contracts/messaging/views";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/service-harness";
import { messagingService } from "../src/service.ts";
import { connect } from "@kumite/kit/testing/social-events";

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
