import { afterAll, beforeAll, expect, it } from "vitest";
import { GYM_STREAM, gymNameSubject } from "@kumite/contracts/gym/events";
import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { newId } from "@kumite/kit/ids";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { applied } from "@kumite/kit/testing";
import { messagingService } from "../src/service.ts";

// A gym's chat (SPEC's gym_group): one per gym listed by the gym service, open to every member,
// who joins it from the gym's card; a second "start a gym chat" joins the first.

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

/** A gym as the gym service adds it. */
async function listGym(name = "Gracie Barra Lisboa"): Promise<string> {
  const { events, projector } = messaging.deps;
  const gymId = newId();
  await events.ensureStream(GYM_STREAM);
  const position = await events.publish(gymNameSubject(newId()), {
    id: newId(),
    aggregateId: gymId,
    occurredAt: new Date().toISOString(),
    actorId: null,
    type: "GymAdded",
    data: {
      gymId,
      nameKey: name.toLowerCase(),
      name,
      address: "Rua A 1",
      phone: null,
      website: null,
      description: "",
      martialArts: [],
      latitude: 38.7,
      longitude: -9.1,
      addedBy: "someone",
    },
  });
  await applied(projector, position);
  return gymId;
}

const startChat = (member: TestMember, body: Record<string, unknown>) =>
  member.post("/api/group-chats", {
    name: "Gracie Barra Lisboa - Gym Chat",
    type: "gym_group",
    createdBy: member.id,
    ...body,
  });

it("is made once per gym: a second start joins it, and any member joins it from the card", async () => {
  const [ana, ben, cid] = [await messaging.member(), await messaging.member(), await messaging.member()];
  const gymId = await listGym();
  const made = await startChat(ana, { gymId });
  expect(made.statusCode).toBe(201);
  const chat = made.json() as GroupChatView;
  expect(chat).toMatchObject({ id: `gym-${gymId}`, type: "gym_group", gymId, dojoId: null, memberCount: 1 });

  const again = await startChat(ben, { gymId, name: "Another name" });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ id: chat.id, name: chat.name, memberCount: 2 });

  const joined = await cid.post(`/api/group-chats/${chat.id}/join`);
  expect(joined.statusCode).toBe(200);
  expect((joined.json() as GroupChatView).memberCount).toBe(3);
  expect(((await cid.post(`/api/group-chats/${chat.id}/join`)).json() as GroupChatView).memberCount).toBe(3);
  expect((await cid.post(`/api/group-chats/${chat.id}/messages`, { content: "Open mat tonight?" })).statusCode).toBe(
    201,
  );
  const mine = (await cid.get(`/api/group-chats?type=gym_group&gymId=${gymId}`)).json() as GroupChatView[];
  expect(mine.map((group) => group.id)).toEqual([chat.id]);
});

it("makes one chat when many members start it at once", async () => {
  const gymId = await listGym("Checkmat Porto");
  const members = await Promise.all(Array.from({ length: 10 }, () => messaging.member()));
  const replies = await Promise.all(members.map((member) => startChat(member, { gymId })));
  expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  const chat = (await members[0]!.get(`/api/group-chats?gymId=${gymId}`)).json() as GroupChatView[];
  expect(chat).toHaveLength(1);
  expect(chat[0]!.memberCount).toBe(10);
});

it("refuses an unknown gym, a gym on another type, joining other chats, and signed-out calls", async () => {
  const ana = await messaging.member();
  const unknown = await startChat(ana, { gymId: "no-such-gym" });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().code).toBe("group-chat.gym-needed");
  expect((await startChat(ana, {})).json().code).toBe("group-chat.gym-needed");
  const gymId = await listGym("Alliance Faro");
  const wrongType = await startChat(ana, { type: "match_group", gymId });
  expect(wrongType.json().code).toBe("group-chat.gym-only");
  expect((await startChat(ana, { gymId: "bad.id" })).statusCode).toBe(400);

  const plain = (await startChat(ana, { type: "match_group" })).json() as GroupChatView;
  const ben = await messaging.member();
  const closed = await ben.post(`/api/group-chats/${plain.id}/join`);
  expect(closed.statusCode).toBe(400);
  expect(closed.json().code).toBe("group-chat.not-joinable");
  const missing = await ben.post("/api/group-chats/gym-nothing/join");
  expect(missing.statusCode).toBe(404);
  expect(missing.json().code).toBe("group-chat.not-found");
  expect((await messaging.signedOut.post(`/api/group-chats/gym-${gymId}/join`)).statusCode).toBe(401);
});
