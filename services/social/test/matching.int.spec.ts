import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRegistered } from "@kumite/contracts/identity/events";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

// Each test meets its members at a spot of its own, so candidates of other tests are out of range.
const spot = () => ({
  latitude: Math.round((Math.random() * 120 - 60) * 1000) / 1000,
  longitude: Math.round((Math.random() * 340 - 170) * 1000) / 1000,
});
const near = (place: { latitude: number; longitude: number }, km: number) => ({
  latitude: place.latitude + km / 111.2,
  longitude: place.longitude,
});
type Profile = Partial<Omit<UserRegistered, "userId">>;
const memberAt = (place: { latitude: number; longitude: number }, profile: Profile = {}) =>
  social.member({ ...place, ...profile });
const candidatesOf = async (member: TestMember, query = "") => {
  const reply = await member.get(`/api/users/matching/${member.id}${query}`);
  expect(reply.statusCode).toBe(200);
  return reply.json() as MatchCandidate[];
};
const pass = (member: TestMember, passedUserId: string) =>
  member.post(`/api/users/matching/${member.id}/passes`, { passedUserId });

describe("GET /api/users/matching/{userId}", () => {
  it("offers members nearby, best first, with distance, score and reasons, and no coordinates", async () => {
    const place = spot();
    const ana = await memberAt(place, { martialArts: ["Judo"], skillLevel: "Intermediate", availability: ["Monday"] });
    const judoka = await memberAt(near(place, 3), {
      displayName: "Kenji Sato",
      martialArts: ["Judo"],
      skillLevel: "Intermediate",
      rank: "1st dan",
      availability: ["Monday"],
    });
    const boxer = await memberAt(near(place, 20), { martialArts: ["Boxing"] });
    await memberAt(near(place, 80), { martialArts: ["Judo"] });
    const reply = await ana.get(`/api/users/matching/${ana.id}`);
    expect(reply.body).not.toMatch(/latitude|longitude/);
    const found = reply.json() as MatchCandidate[];
    expect(found.map((candidate) => candidate.id)).toEqual([judoka.id, boxer.id]);
    // 3 km between the points; matching measures between their 1 km cells.
    const distance = found[0]!.distanceKm!;
    expect(Math.abs(distance - 3)).toBeLessThanOrEqual(1);
    expect(found[0]).toMatchObject({
      displayName: "Kenji Sato",
      rank: "1st dan",
      reasons: ["Both train Judo", "Same skill level: Intermediate", `${distance} km away`, "Both free on Monday"],
    });
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    expect(await candidatesOf(ana, "?maxDistance=100")).toHaveLength(3);
  });

  it("applies the filters and only the ones sent", async () => {
    const place = spot();
    const ana = await memberAt(place, { weightKg: 70 });
    const judoka = await memberAt(near(place, 1), {
      martialArts: ["Judo"],
      skillLevel: "Advanced",
      giPreference: "gi",
      intensity: "hard",
      weightKg: 72,
    });
    const boxer = await memberAt(near(place, 2), {
      martialArts: ["Boxing"],
      skillLevel: "Beginner",
      ageRange: "18-25",
      giPreference: "no-gi",
      weightKg: 100,
    });
    const ids = async (query: string) => (await candidatesOf(ana, query)).map((candidate) => candidate.id).sort();
    expect(await ids("?martialArts=Judo")).toEqual([judoka.id]);
    expect(await ids(`?martialArts=${encodeURIComponent("Judo,Boxing")}`)).toEqual([judoka.id, boxer.id].sort());
    expect(await ids("?skillLevel=Beginner&ageRange=18-25")).toEqual([boxer.id]);
    expect(await ids("?giPreference=gi&intensity=hard")).toEqual([judoka.id]);
    expect(await ids("?maxWeightDifference=5")).toEqual([judoka.id]);
    expect(await ids("?skillLevel=all")).toEqual([judoka.id, boxer.id].sort());
    // An empty box in a form is no filter, not zero kilograms.
    expect(await ids("?maxWeightDifference=")).toEqual([judoka.id, boxer.id].sort());
  });

  it("answers bad filters 400 with a clear message", async () => {
    const ana = await memberAt(spot());
    const bad = async (query: string, field: string, message: RegExp) => {
      const reply = await ana.get(`/api/users/matching/${ana.id}${query}`);
      expect(reply.statusCode, query).toBe(400);
      const issue = reply.json().issues.find((entry: { path: string[] }) => entry.path[0] === field);
      expect(issue?.message, query).toMatch(message);
    };
    await bad("?martialArts=Judo,Capoeira", "martialArts", /unknown martial art: Capoeira/);
    await bad("?maxDistance=0", "maxDistance", /at least 1 km/);
    await bad("?maxDistance=501", "maxDistance", /at most 500 km/);
    await bad("?maxDistance=far", "maxDistance", /number of kilometres/);
    await bad("?skillLevel=Expert", "skillLevel", /./);
    await bad("?maxWeightDifference=-1", "maxWeightDifference", /negative/);
    expect((await ana.get(`/api/users/matching/${ana.id}?martialArts=Judo&martialArts=Boxing`)).statusCode).toBe(400);
    const noWeight = await ana.get(`/api/users/matching/${ana.id}?maxWeightDifference=5`);
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json().message).toBe("Add your weight to your profile to filter by weight difference");
  });

  it("is for the member themselves only", async () => {
    const [ana, ben] = [await memberAt(spot()), await memberAt(spot())];
    const other = await ben.get(`/api/users/matching/${ana.id}`);
    expect(other.statusCode).toBe(403);
    expect((await social.signedOut.get(`/api/users/matching/${ana.id}`)).statusCode).toBe(401);
    expect((await social.as("nobody-known").get("/api/users/matching/nobody-known")).statusCode).toBe(404);
  });

  it("leaves out members one asked, is connected with, or passed, and puts first those who asked", async () => {
    const place = spot();
    const ana = await memberAt(place);
    const [asked, asker, friend, passed, left] = await Promise.all(
      Array.from({ length: 5 }, (_, index) => memberAt(near(place, index + 1))),
    );
    await ana.post("/api/connections", { userId: ana.id, connectedUserId: asked!.id });
    await asker!.post("/api/connections", { userId: asker!.id, connectedUserId: ana.id });
    await friend!.post("/api/connections", { userId: friend!.id, connectedUserId: ana.id });
    await ana.post("/api/connections", { userId: ana.id, connectedUserId: friend!.id });
    const passReply = await pass(ana, passed!.id);
    expect(passReply.statusCode).toBe(201);
    expect(passReply.json().passedUserId).toBe(passed!.id);
    expect(Date.parse(passReply.json().until) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const found = await candidatesOf(ana);
    expect(found.map((candidate) => candidate.id)).toEqual([asker!.id, left!.id]);
    expect(found[0]!.reasons[0]).toBe("Wants to train with you");
    // The other side still sees ana until they answer.
    expect((await candidatesOf(passed!)).map((candidate) => candidate.id)).toContain(ana.id);
  });
});

describe("POST /api/users/matching/{userId}/passes", () => {
  it("refuses passing oneself, nobody, or for someone else", async () => {
    const [ana, ben] = [await memberAt(spot()), await memberAt(spot())];
    expect((await pass(ana, ana.id)).statusCode).toBe(400);
    expect((await pass(ana, "no-such-member")).statusCode).toBe(404);
    expect((await ben.post(`/api/users/matching/${ana.id}/passes`, { passedUserId: ben.id })).statusCode).toBe(403);
    expect((await ana.post(`/api/users/matching/${ana.id}/passes`, { passed: ben.id })).statusCode).toBe(400);
    expect(
      (await social.signedOut.post(`/api/users/matching/${ana.id}/passes`, { passedUserId: ben.id })).statusCode,
    ).toBe(401);
  });

  it("takes passes on many members at once, every one of them", async () => {
    const place = spot();
    const ana = await memberAt(place);
    const others = await Promise.all(Array.from({ length: 12 }, (_, index) => memberAt(near(place, index / 2 + 0.5))));
    const replies = await Promise.all(others.map((other) => pass(ana, other.id)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(others.map(() => 201));
    expect(await candidatesOf(ana)).toEqual([]);
  });
});
