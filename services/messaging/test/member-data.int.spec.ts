import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOJO_STREAM, rosterSubject, type DojoEvent } from "@kumite/contracts/dojo/events";
import { newId } from "@kumite/kit/ids";
import { applied, block, connect } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { messagingService } from "../src/service.ts";

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

const collect = (memberId: string) => messagingService.memberData!.collect(messaging.deps, memberId);

async function send(from: TestMember, to: TestMember, content: string) {
  const reply = await from.post("/api/messages", { senderId: from.id, receiverId: to.id, content });
  expect(reply.statusCode).toBe(201);
}
async function groupOf(creator: TestMember, name: string): Promise<string> {
  const body = { name, description: "", type: "match_group", createdBy: creator.id };
  const reply = await creator.post("/api/group-chats", body);
  expect(reply.statusCode).toBe(201);
  return (reply.json() as { id: string }).id;
}
async function post(sender: TestMember, groupId: string, content: string) {
  expect((await sender.post(`/api/group-chats/${groupId}/messages`, { content })).statusCode).toBe(201);
}

async function dojoEvent(event: DojoEvent): Promise<void> {
  const { events, projector } = messaging.deps;
  await events.ensureStream(DOJO_STREAM);
  const position = await events.publish(rosterSubject(event.data.dojoId), {
    id: newId(),
    aggregateId: event.data.dojoId,
    occurredAt: new Date().toISOString(),
    actorId: null,
    ...event,
  });
  await applied(projector, position);
}

type Exported = {
  conversations: Array<{ with: { id: string; displayName: string | null }; messages: Array<{ content: string }> }>;
  groupChats: Array<{ id: string; name: string; messages: Array<{ content: string; sender: { id: string } }> }>;
  notifications: Array<{ type: string; removal?: { reason: string } | null }>;
};

describe("messaging's part of a member's export", () => {
  it("holds the member's conversations, group chats and notifications as they read them, and nobody else's", async () => {
    const ana = await messaging.member({ displayName: "Ana Export" });
    const ben = await messaging.member({ displayName: "Ben Export" });
    const cleo = await messaging.member({ displayName: "Cleo Export" });
    const dan = await messaging.member({ displayName: "Dan Export" });

    await send(ana, ben, "Ana's hello");
    await send(ben, ana, "Ben's reply");
    await send(cleo, dan, "Cleo's words to Dan");
    await send(ana, cleo, "Ana to Cleo");
    await send(cleo, ana, "Cleo to Ana");
    await block(messaging, ana.id, cleo.id);

    await connect(messaging, ana.id, ben.id);
    const group = await groupOf(ana, "Export open mat");
    expect((await ana.post(`/api/group-chats/${group}/members`, { userId: ben.id })).statusCode).toBe(201);
    await post(ben, group, "Ben in the group");
    await post(ana, group, "Ana in the group");
    await post(dan, await groupOf(dan, "Dan's own group"), "Dan's group message");

    const data = (await collect(ana.id)).data as Exported;
    const withBen = data.conversations.find((conversation) => conversation.with.id === ben.id);
    expect(withBen?.with.displayName).toBe("Ben Export");
    expect(withBen?.messages.map((message) => message.content)).toEqual([
      "Ana's hello",
      "Ben's reply",
      "You matched! Say hello.",
    ]);
    // Across her block Ana keeps what she wrote, and sees Cleo's words no more than the app shows them.
    const withCleo = data.conversations.find((conversation) => conversation.with.id === cleo.id);
    expect(withCleo?.messages.map((message) => message.content)).toEqual(["Ana to Cleo"]);

    expect(data.groupChats.map((chat) => chat.name)).toEqual(["Export open mat"]);
    expect(data.groupChats[0]!.messages.map((message) => [message.sender.id, message.content])).toEqual([
      [ben.id, "Ben in the group"],
      [ana.id, "Ana in the group"],
    ]);
    expect(data.notifications.map((notification) => notification.type)).toContain("new_message");

    const text = JSON.stringify(data);
    for (const private_ of ["Cleo's words to Dan", "Cleo to Ana", "Dan's group message", "Dan's own group"])
      expect(text).not.toContain(private_);
    expect(JSON.parse(text)).toEqual(data);
  });

  it("holds the reason a dojo gave for removing the member, from their bell", async () => {
    const [olga, nia] = [await messaging.member(), await messaging.member()];
    const dojoId = newId();
    const removed = { dojoId, dojoName: "Judo Export", memberId: nia.id, removedBy: olga.id, role: "warrior" } as const;
    await dojoEvent({ type: "MemberRemoved", data: { ...removed, reason: "Nia's removal reason" } });

    const { notifications } = (await collect(nia.id)).data as Exported;
    expect(notifications).toEqual([
      expect.objectContaining({
        type: "dojo_removed",
        removal: { dojoId, dojoName: "Judo Export", reason: "Nia's removal reason" },
      }),
    ]);
    expect(JSON.stringify((await collect(olga.id)).data)).not.toContain("Nia's removal reason");
  });
});
