import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MODERATION_STREAM, blocksSubject } from "@kumite/contracts/moderation/events";
import { lift, suspend, applied } from "@kumite/kit/testing";
import { startTestService, type TestMember } from "@kumite/kit/testing/harness";
import { gymService } from "../src/service.ts";
import { gymBody, gymOf, somewhere, type GymTestService } from "./gym-fixtures.ts";

// Blocks and suspensions (moderation's events) on gyms: a gym stays listed for everyone, but its
// adder is not named to a member on the other side of a block; a suspended member adds nothing.

let service: GymTestService;
beforeAll(async () => {
  service = await startTestService(gymService);
});
afterAll(async () => {
  await service.close();
});

async function moderationEvent(subject: string, aggregateId: string, type: string, data: object) {
  const { events, projector } = service.deps;
  await events.ensureStream(MODERATION_STREAM);
  const position = await events.publish(subject, {
    id: randomUUID(),
    aggregateId,
    occurredAt: new Date().toISOString(),
    actorId: null,
    type,
    data,
  });
  await applied(projector, position);
}

it("does not name a gym's adder to a member on the other side of a block, either way", async () => {
  const [ana, ben, cid] = [await service.member(), await service.member(), await service.member()];
  const gym = gymOf(await ana.post("/api/gyms", gymBody(somewhere())));
  const blockedAt = new Date().toISOString();
  await moderationEvent(blocksSubject(ben.id), ben.id, "MemberBlocked", {
    blockerId: ben.id,
    blockedId: ana.id,
    blockedAt,
  });
  expect(gymOf(await ben.get(`/api/gyms/${gym.id}`)).addedBy).toBeNull();
  expect(gymOf(await ana.get(`/api/gyms/${gym.id}`)).addedBy).toMatchObject({ username: ana.username });
  expect(gymOf(await cid.get(`/api/gyms/${gym.id}`)).addedBy).toMatchObject({ username: ana.username });
  const own = gymOf(await ben.post("/api/gyms", gymBody(somewhere())));
  expect(gymOf(await ana.get(`/api/gyms/${own.id}`)).addedBy).toBeNull();
});

it("refuses a suspended member's adds, open mats and stances, and takes their stances again once lifted", async () => {
  const [ana, ben, cid] = [await service.member(), await service.member(), await service.member()];
  const gym = gymOf(await ana.post("/api/gyms", gymBody(somewhere())));
  const slot = { weekday: "Monday", start: "18:00", end: "20:00", kind: "gi" };
  const openMatId = gymOf(await ana.post(`/api/gyms/${gym.id}/open-mats`, slot)).openMats[0]!.id;
  const stancePath = (stance: string) => `/api/gyms/${gym.id}/open-mats/${openMatId}/${stance}`;
  const seenBy = async (member: TestMember) => gymOf(await member.get(`/api/gyms/${gym.id}`)).openMats;
  // Two days on, every member here is established: a flag that got through would weigh.
  const clock = service.deps.clock;
  service.deps.clock = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  try {
    const suspensionId = await suspend(service, ben.id);
    expect((await ben.post("/api/gyms", gymBody(somewhere()))).statusCode).toBe(404);
    expect((await ben.post(`/api/gyms/${gym.id}/open-mats`, { ...slot, weekday: "Tuesday" })).json().code).toBe(
      "member.not-found",
    );
    for (const stance of ["confirm", "flag"]) {
      const refused = await ben.post(stancePath(stance));
      expect([refused.statusCode, refused.json().code]).toEqual([404, "member.not-found"]);
    }
    // Members see the open mat as Ana left it: her confirmation alone, no flag, nothing from Ben.
    expect(await seenBy(cid)).toEqual([expect.objectContaining({ id: openMatId, confirmations: 1, flags: 0 })]);

    // The same calls from a member in good standing count, and so do Ben's once his suspension is lifted.
    expect((await cid.post(stancePath("confirm"))).statusCode).toBe(200);
    expect(await seenBy(ana)).toEqual([expect.objectContaining({ confirmations: 2, flags: 0 })]);
    await lift(service, ben.id, suspensionId);
    expect((await ben.post(stancePath("confirm"))).statusCode).toBe(200);
    expect(await seenBy(cid)).toEqual([expect.objectContaining({ confirmations: 3, flags: 0 })]);
    const flagged = await ben.post(stancePath("flag"));
    expect(flagged.statusCode).toBe(200);
    expect(gymOf(flagged).openMats[0]).toMatchObject({ viewer: { confirmed: false, flagged: true } });
    expect(await seenBy(ana)).toEqual([expect.objectContaining({ confirmations: 2, flags: 1 })]);
  } finally {
    service.deps.clock = clock;
  }
});
