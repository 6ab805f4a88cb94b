import { afterAll, beforeAll, expect, it } from "vitest";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { dojoOf } from "@kumite/kit/members";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { reservedDojo } from "../src/handlers/membership.ts";
import { dojoService } from "../src/service.ts";

// Members who delete their account leave their dojo: identity's UserDeleted (appended here as
// identity appends it; gateway/test/dojo-deleted-owner.int.spec.ts goes through identity's route)
// makes an owner's dojo pass to the highest-ranked member who stood longest, and a dojo whose last
// member goes is archived.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

/** Someone signed in looking at dojos. */
const looker = () => dojo.as("someone-looking");
const profile = { name: "Karate Braga", description: "Kata on Mondays", location: "Braga", martialArts: ["Karate"] };

/** A member known to dojo, who can end their account. */
async function aMember() {
  const member = await dojo.member();
  return { ...member, deleteAccount: () => dojo.userEvent({ type: "UserDeleted", data: { userId: member.id } }) };
}

/** The dojo as its page shows it, once `done` says the reaction got there. */
async function dojoOnceSettled(dojoId: string, done: (reply: { statusCode: number; dojo: DojoView }) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const reply = await looker().get(`/api/dojos/${dojoId}`);
    const seen = { statusCode: reply.statusCode, dojo: reply.json() as DojoView };
    if (done(seen)) return seen;
    if (Date.now() > deadline) throw new Error(`dojo ${dojoId} never settled: ${reply.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("hands a deleted owner's dojo to the highest-ranked member, the longest-standing of equals", async () => {
  const [olga, wes, eli, nia] = [await aMember(), await aMember(), await aMember(), await aMember()];
  const dojoId: string = (await olga.post("/api/dojos", profile)).json().id;
  // Wes stood longest but ranks lowest; Eli and Nia are elders, Eli since before Nia.
  for (const member of [wes, eli, nia]) {
    expect((await member.post(`/api/dojos/${dojoId}/join`, { userId: member.id })).statusCode).toBe(200);
  }
  for (const [member, dojoRole] of [
    [wes, "warrior"],
    [eli, "elder"],
    [nia, "elder"],
  ] as const) {
    expect((await olga.put(`/api/users/${member.id}/dojo-role`, { dojoRole })).statusCode).toBe(200);
  }

  await olga.deleteAccount();

  const { dojo: handedOver } = await dojoOnceSettled(dojoId, ({ dojo: seen }) => seen.ownerId !== olga.id);
  expect(handedOver).toMatchObject({ ownerId: eli.id, memberCount: 3 });
  expect(await dojoOf(dojo.deps.store, olga.id)).toBeNull();
  // Her place is free, and the new owner runs the dojo.
  expect(await reservedDojo(dojo.deps, olga.id)).toBeNull();
  expect((await eli.put(`/api/dojos/${dojoId}`, { ...profile, name: "Karate Braga Norte" })).statusCode).toBe(200);
});

it("archives a dojo whose last member deletes their account: it is listed no more", async () => {
  const [sam, tia] = [await aMember(), await aMember()];
  const dojoId: string = (await sam.post("/api/dojos", { ...profile, name: "Aikido Faro" })).json().id;
  expect((await tia.post(`/api/dojos/${dojoId}/join`, { userId: tia.id })).statusCode).toBe(200);

  await tia.deleteAccount();
  const { dojo: left } = await dojoOnceSettled(dojoId, ({ dojo: seen }) => seen.memberCount === 1);
  expect(left.ownerId).toBe(sam.id);
  expect(await reservedDojo(dojo.deps, tia.id)).toBeNull();

  await sam.deleteAccount();
  const archived = await dojoOnceSettled(dojoId, ({ statusCode }) => statusCode === 404);
  expect(archived.statusCode).toBe(404);
  const listed = (await looker().get(`/api/dojos?search=${encodeURIComponent("aikido faro")}`)).json();
  expect(listed.map((entry: DojoView) => entry.id)).not.toContain(dojoId);
  expect(await reservedDojo(dojo.deps, sam.id)).toBeNull();
});
