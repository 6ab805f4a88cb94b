import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { IN_ANOTHER_DOJO } from "../src/handlers/membership.ts";
import { dojoService } from "../src/service.ts";

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const profile = { name: "Bjj Lisboa", description: "Open mats on Sundays", location: "Lisbon", martialArts: ["Judo"] };
const found = (owner: TestMember, body: object = {}) => owner.post("/api/dojos", { ...profile, ...body });
const join = (member: TestMember, dojoId: string) => member.post(`/api/dojos/${dojoId}/join`, { userId: member.id });
const leave = (member: TestMember, dojoId: string) => member.post(`/api/dojos/${dojoId}/leave`, { userId: member.id });

describe("dojos", () => {
  it("are founded by a member in no dojo, who owns it, and listed with their owner and member count", async () => {
    const owner = await dojo.member({ displayName: "Olga Sensei" });
    const reply = await found(owner, { name: "  Bjj Lisboa Norte  " });
    expect(reply.statusCode).toBe(201);
    const created = reply.json();
    expect(created).toMatchObject({
      name: "Bjj Lisboa Norte",
      ownerId: owner.id,
      owner: { displayName: "Olga Sensei" },
      memberCount: 1,
      martialArts: ["Judo"],
    });
    const listed = (await owner.get(`/api/dojos?search=${encodeURIComponent("lisboa norte")}`)).json();
    expect(listed.map((entry: { id: string }) => entry.id)).toContain(created.id);
    expect((await found(owner, { name: "Second" })).json()).toEqual({
      message: IN_ANOTHER_DOJO,
      code: "dojo.in-another-dojo",
    });
  });

  it("refuses a blank name, description or location, and a dojo without an art", async () => {
    const owner = await dojo.member();
    for (const body of [{ name: "  " }, { description: "" }, { location: " " }, { martialArts: [] }]) {
      expect((await found(owner, body)).statusCode).toBe(400);
    }
  });

  it("lets members join as new blood and leave, but not the owner leave, nor anyone act for another", async () => {
    const owner = await dojo.member();
    const dojoId = (await found(owner)).json().id;
    const member = await dojo.member();
    expect((await join(member, dojoId)).json().memberCount).toBe(2);
    expect((await join(member, dojoId)).json().memberCount).toBe(2);
    expect((await leave(owner, dojoId)).json().code).toBe("dojo.owner-cannot-leave");
    const other = await dojo.member();
    expect((await other.post(`/api/dojos/${dojoId}/join`, { userId: member.id })).statusCode).toBe(403);
    expect((await leave(member, dojoId)).json().memberCount).toBe(1);
    // Having left, they may found or join another.
    expect((await found(member)).statusCode).toBe(201);
    expect((await join(other, "no-such-dojo")).statusCode).toBe(404);
  });

  it("puts a member who joins ten dojos at once in exactly one of them", async () => {
    const owners = await Promise.all(Array.from({ length: 10 }, () => dojo.member()));
    const dojoIds = await Promise.all(owners.map(async (owner) => (await found(owner)).json().id as string));
    const member = await dojo.member();
    const replies = await Promise.all(dojoIds.map((dojoId) => join(member, dojoId)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(9);
    const counts = await Promise.all(
      dojoIds.map(async (dojoId) => (await member.get(`/api/dojos/${dojoId}`)).json().memberCount),
    );
    expect(counts.sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it("gives a dojo that fifty members join at once a member count of exactly fifty-one", async () => {
    const owner = await dojo.member();
    const dojoId = (await found(owner)).json().id;
    const members = await Promise.all(Array.from({ length: 50 }, () => dojo.member()));
    const replies = await Promise.all(members.map((member) => join(member, dojoId)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(members.map(() => 200));
    expect((await owner.get(`/api/dojos/${dojoId}`)).json().memberCount).toBe(51);
  }, 30_000);

  it("answers signed-out callers 401", async () => {
    expect((await dojo.signedOut.get("/api/dojos")).statusCode).toBe(401);
  });
});
