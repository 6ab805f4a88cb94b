import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { block, lift, suspend, unblock } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// Matching as both members of a block see it: neither is offered to the other, until the unblock;
// a suspended member is offered to nobody until the suspension is lifted.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

// A spot of this test's own, so that other tests' members are out of range.
const place = {
  latitude: Math.round((Math.random() * 120 - 60) * 1000) / 1000,
  longitude: Math.round((Math.random() * 340 - 170) * 1000) / 1000,
};
const candidatesOf = async (member: TestMember) => {
  const reply = await member.get(`/api/users/matching/${member.id}`);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as MatchCandidate[]).map((candidate) => candidate.id).sort();
};
const ids = (...members: TestMember[]) => members.map((member) => member.id).sort();

it("offers neither member of a block to the other, either way, until the unblock; nor a suspended member to anyone", async () => {
  const [ana, ben, cleo] = [
    await social.member({ ...place, martialArts: ["Judo"] }),
    await social.member({ ...place, martialArts: ["Judo"] }),
    await social.member({ ...place, martialArts: ["Judo"] }),
  ];
  // Ben asked Ana first: a member who asked is offered first, unless a block stands between them.
  expect((await ben.post("/api/connections", { userId: ben.id, connectedUserId: ana.id })).statusCode).toBe(201);
  expect(await candidatesOf(ana)).toEqual(ids(ben, cleo));

  await block(social, ana.id, ben.id);
  expect(await candidatesOf(ana)).toEqual(ids(cleo));
  expect(await candidatesOf(ben)).toEqual(ids(cleo));
  expect(await candidatesOf(cleo)).toEqual(ids(ana, ben));

  await unblock(social, ana.id, ben.id);
  // The block removed Ben's request (its reaction): after the unblock they are strangers again.
  await vi.waitFor(
    async () => {
      expect(await candidatesOf(ana)).toEqual(ids(ben, cleo));
      expect(await candidatesOf(ben)).toEqual(ids(cleo, ana));
    },
    { timeout: 5000, interval: 50 },
  );

  const suspensionId = await suspend(social, cleo.id);
  expect(await candidatesOf(ana)).toEqual(ids(ben));
  expect(await candidatesOf(ben)).toEqual(ids(ana));
  await lift(social, cleo.id, suspensionId);
  expect(await candidatesOf(ana)).toEqual(ids(ben, cleo));
});
