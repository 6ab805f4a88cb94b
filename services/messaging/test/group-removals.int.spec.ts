import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import { GYM_STREAM, gymNameSubject } from "@kumite/contracts/gym/events";
import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { newId } from "@kumite/kit/ids";
import { applied, block, expireInFlightClaims, inTurn, connect, stopAmidWrites } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { messagingService } from "../src/service.ts";

// A match chat's creator removes its members (a dojo chat follows its roster, and a gym's chat is a
// public room nobody owns): the member loses the chat at once, and stays out until the creator adds
// them back.

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

const create = (member: TestMember, body: Record<string, unknown> = {}) =>
  member.post("/api/group-chats", {
    name: "Open mat",
    description: "",
    type: "match_group",
    createdBy: member.id,
    ...body,
  });
const remove = (actor: TestMember, groupId: string, member: TestMember) =>
  actor.post(`/api/group-chats/${groupId}/members/${member.id}/remove`);
const add = (actor: TestMember, groupId: string, member: TestMember) =>
  actor.post(`/api/group-chats/${groupId}/members`, { userId: member.id });
const post = (member: TestMember, groupId: string, content = "Osu") =>
  member.post(`/api/group-chats/${groupId}/messages`, { content });
const memberIds = async (member: TestMember, groupId: string) => {
  const mine = (await member.get("/api/group-chats")).json() as GroupChatView[];
  return (
    mine
      .find((group) => group.id === groupId)
      ?.members.map((one) => one.id)
      .sort() ?? null
  );
};

/** Ana's match chat with Ben and Cleo, all connected to Ana, Cleo to Ben too. */
async function chat() {
  const [ana, ben, cleo] = await Promise.all([messaging.member(), messaging.member(), messaging.member()]);
  await connect(messaging, ana.id, ben.id);
  await connect(messaging, ana.id, cleo.id);
  await connect(messaging, cleo.id, ben.id);
  const groupId: string = (await create(ana)).json().id;
  expect((await add(ana, groupId, ben)).statusCode).toBe(201);
  expect((await add(ana, groupId, cleo)).statusCode).toBe(201);
  return { groupId, ana, ben, cleo };
}

describe("removing a group chat's member", () => {
  it("is for its creator, not themselves; the member loses the chat at once", async () => {
    const { groupId, ana, ben, cleo } = await chat();
    expect((await post(ben, groupId)).statusCode).toBe(201);
    expect((await remove(cleo, groupId, ben)).json().code).toBe("group-chat.creator-only");
    expect((await remove(ana, groupId, ana)).json().code).toBe("group-chat.remove-self");
    expect(await memberIds(ana, groupId)).toEqual([ana.id, ben.id, cleo.id].sort());

    const removed = await remove(ana, groupId, ben);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as GroupChatView).memberCount).toBe(2);
    expect(await memberIds(ana, groupId)).toEqual([ana.id, cleo.id].sort());
    expect(await memberIds(ben, groupId)).toBeNull();
    expect((await post(ben, groupId)).json().code).toBe("group-chat.members-only");
    expect((await ben.get(`/api/group-chats/${groupId}/messages`)).statusCode).toBe(403);
    // Again: nothing changes.
    expect((await remove(ana, groupId, ben)).statusCode).toBe(200);
    expect((await remove(ana, "no-such-chat", ben)).statusCode).toBe(404);
  });

  it("keeps the member out: another member cannot add them back, the creator can", async () => {
    const { groupId, ana, ben, cleo } = await chat();
    expect((await remove(ana, groupId, ben)).statusCode).toBe(200);
    const readded = await add(cleo, groupId, ben);
    expect(readded.statusCode).toBe(403);
    expect(readded.json().code).toBe("group-chat.removed");
    expect(await memberIds(ana, groupId)).toEqual([ana.id, cleo.id].sort());
    expect((await add(ana, groupId, ben)).statusCode).toBe(201);
    expect((await post(ben, groupId, "Back")).statusCode).toBe(201);
  });

  it("lets nobody remove a member from a gym's chat, its first member included: a public room has no owner", async () => {
    const [ana, ben] = await Promise.all([messaging.member(), messaging.member()]);
    const gymId = await listGym();
    const groupId: string = (await create(ana, { type: "gym_group", gymId })).json().id;
    expect((await ben.post(`/api/group-chats/${groupId}/join`)).statusCode).toBe(200);
    const removal = await remove(ana, groupId, ben);
    expect([removal.statusCode, removal.json().code]).toEqual([403, "group-chat.public-room"]);
    expect(await memberIds(ana, groupId)).toEqual([ana.id, ben.id].sort());
  });

  it("lets a member whom a gym chat's first member blocked join it, and hides the two from each other inside", async () => {
    const [ana, ben] = await Promise.all([messaging.member(), messaging.member()]);
    const gymId = await listGym();
    const groupId: string = (await create(ana, { type: "gym_group", gymId })).json().id;
    expect((await post(ana, groupId, "Ana's words")).statusCode).toBe(201);
    await block(messaging, ana.id, ben.id);
    expect((await ben.post(`/api/group-chats/${groupId}/join`)).statusCode).toBe(200);
    const seen = (await ben.get(`/api/group-chats/${groupId}/messages`)).json() as Array<{ content: string }>;
    expect(seen.map((message) => message.content)).not.toContain("Ana's words");
    expect((await post(ben, groupId, "Ben's words")).statusCode).toBe(201);
    // A bystander who joins sees both.
    const cleo = await messaging.member();
    expect((await cleo.post(`/api/group-chats/${groupId}/join`)).statusCode).toBe(200);
    const bystander = (await cleo.get(`/api/group-chats/${groupId}/messages`)).json() as Array<{ content: string }>;
    expect(bystander.map((message) => message.content)).toEqual(expect.arrayContaining(["Ana's words", "Ben's words"]));
  });

  it("refuses to bring into a match chat a member a block stands between them and its creator", async () => {
    const { groupId, ana, cleo } = await chat();
    const [dee, eve] = await Promise.all([messaging.member(), messaging.member()]);
    await Promise.all([connect(messaging, cleo.id, dee.id), connect(messaging, cleo.id, eve.id)]);
    await block(messaging, dee.id, ana.id);
    const blocked = await add(cleo, groupId, dee);
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, "block.blocked"]);
    // The same add, of a member no block stands between with the creator, goes through.
    expect((await add(cleo, groupId, eve)).statusCode).toBe(201);
    expect(await memberIds(ana, groupId)).toContain(eve.id);
    expect(await memberIds(ana, groupId)).not.toContain(dee.id);
  });

  it("racing another member adding them back: an add in flight as the removal lands is refused", async () => {
    const { groupId, ana, ben, cleo } = await chat();
    // Cleo's add of Ben (a no-op while he is in) waits at the chat's door until Ana's removal lands.
    const [readded, removed] = await inTurn(
      messaging.deps.aggregates.groups,
      "AddGroupMember",
      () => add(cleo, groupId, ben),
      () => remove(ana, groupId, ben),
    );
    expect(removed.statusCode).toBe(200);
    expect(readded.statusCode).toBe(403);
    expect(readded.json().code).toBe("group-chat.removed");
    expect(await memberIds(ana, groupId)).toEqual([ana.id, cleo.id].sort());
    expect((await post(ben, groupId)).statusCode).toBe(403);
  });
});

it("loses no removal when messaging stops in the middle of a creator removing twenty members", async () => {
  const first = await startTestService(messagingService);
  const ana = await first.member();
  const members = await Promise.all(Array.from({ length: 20 }, () => first.member()));
  for (const member of members) await connect(first, ana.id, member.id);
  const groupId: string = (
    await first
      .as(ana.id)
      .post("/api/group-chats", { name: "Crew", description: "", type: "match_group", createdBy: ana.id })
  ).json().id;
  for (const member of members)
    await first.as(ana.id).post(`/api/group-chats/${groupId}/members`, { userId: member.id });

  const removals = members.map((member) => ({ member, key: crypto.randomUUID(), status: 0 }));
  const send = (service: typeof first, removal: (typeof removals)[number]) =>
    service
      .as(ana.id)
      .post(`/api/group-chats/${groupId}/members/${removal.member.id}/remove`, undefined, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: removal.key },
      })
      .then((reply) => (removal.status = reply.statusCode))
      .catch(() => (removal.status = 0));
  const outcome = await stopAmidWrites({
    lanes: removals.map((removal) => [removal]),
    send: (removal) => send(first, removal),
    stopAfter: removals.length / 3,
    stop: () => first.close(),
  });
  expect(outcome.acknowledged.length).toBeGreaterThan(0);
  expect(outcome.inFlightAtStop.length).toBeGreaterThan(0);
  expect(outcome.unacknowledged.length).toBeGreaterThan(0);

  const second = await startTestService(messagingService);
  try {
    for (const { member } of outcome.acknowledged) {
      expect((await second.as(member.id).get(`/api/group-chats/${groupId}/messages`)).statusCode).toBe(403);
    }
    await expireInFlightClaims(second.deps.redis, "messaging", [ana.id]);
    for (const removal of removals) await send(second, removal);
    expect(removals.map((removal) => removal.status)).toEqual(removals.map(() => 200));
    const mine = (await second.as(ana.id).get("/api/group-chats")).json() as GroupChatView[];
    expect(mine.find((group) => group.id === groupId)?.members.map((one) => one.id)).toEqual([ana.id]);
  } finally {
    await second.close();
  }
}, 60_000);

/** A gym as the gym service adds it. */
async function listGym(name = "Gracie Barra Porto"): Promise<string> {
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
      nameKey: `${name.toLowerCase()} ${gymId}`,
      name,
      address: "Rua A 1",
      phone: null,
      website: null,
      description: "",
      martialArts: [],
      latitude: 41.1,
      longitude: -8.6,
      addedBy: "someone",
    },
  });
  await applied(projector, position);
  return gymId;
}
