import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MODERATION_STREAM, blocksSubject, caseSubject } from "@kumite/contracts/moderation/events";
import { startTestService } from "@kumite/kit/testing/service-harness";
import { applied } from "@kumite/kit/testing/applied";
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

it("refuses a suspended member's adds, open mats and stances", async () => {
  const [ana, ben] = [await service.member(), await service.member()];
  const gym = gymOf(await ana.post("/api/gyms", gymBody(somewhere())));
  await moderationEvent(caseSubject(ben.id), ben.id, "MemberSuspended", {
    memberId: ben.id,
    suspensionId: randomUUID(),
    suspendedAt: new Date().toISOString(),
    reporterIds: [],
  });
  expect((await ben.post("/api/gyms", gymBody(somewhere()))).statusCode).toBe(404);
  const slot = { weekday: "Monday", start: "18:00", end: "20:00", kind: "gi" };
  expect((await ben.post(`/api/gyms/${gym.id}/open-mats`, slot)).json().code).toBe("member.not-found");
});
