import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { MatchingQuery } from "@kumite/contracts/social/commands";
import type { ReadStore } from "@kumite/kit/read-store";
import { memberDirectory } from "@kumite/kit/members";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { CandidatePool } from "../queries/candidate-pool.ts";
import { candidatesFor } from "../queries/candidates.ts";
import { acceptedConnectionCount, connectionsOf } from "../queries/connections.ts";
import { matchingProjection } from "./matching.ts";

// Candidates come from two streams (IDENTITY: members; SOCIAL: connections and passes) that
// arrive in any interleaving.

const spec = projectionSpec([memberDirectory, matchingProjection]);
const NOW = new Date("2026-11-20T12:00:00.000Z");
const LISBON = { latitude: 38.72, longitude: -9.14 };

const registered = (userId: string, profile: Record<string, unknown> = {}): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { ...PROFILE_DEFAULTS, userId, username: userId, displayName: userId.toUpperCase(), ...LISBON, ...profile },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });
const requested = (connectionId: string, userId: string, connectedUserId: string): GivenEvent => ({
  type: "ConnectionRequested",
  aggregateId: `${userId}_${connectedUserId}`,
  data: { connectionId, userId, connectedUserId },
});
const accepted = (connectionId: string, userId: string, connectedUserId: string): GivenEvent => ({
  type: "ConnectionAccepted",
  aggregateId: `${userId}_${connectedUserId}`,
  data: { connectionId, userId, connectedUserId, mutual: true },
});
const removed = (connectionId: string, userId: string, connectedUserId: string, removedBy: string): GivenEvent => ({
  type: "ConnectionRemoved",
  aggregateId: `${userId}_${connectedUserId}`,
  data: { connectionId, userId, connectedUserId, removedBy },
});
const passed = (userId: string, passedUserId: string, daysAgo = 1): GivenEvent => ({
  type: "MemberPassed",
  aggregateId: userId,
  data: { userId, passedUserId },
  occurredAt: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString(),
});

const pools = new WeakMap<ReadStore, CandidatePool>();
const poolOf = (store: ReadStore) => pools.get(store) ?? pools.set(store, new CandidatePool()).get(store)!;
const candidates = (store: ReadStore, memberId: string, query: Record<string, string> = {}) =>
  candidatesFor(store, poolOf(store), memberId, MatchingQuery.parse(query), NOW);
const idsOf = async (store: ReadStore, memberId: string, query: Record<string, string> = {}) =>
  (await candidates(store, memberId, query)).map((candidate) => candidate.id);

describe("matching candidates", () => {
  it("leave out oneself, anyone one asked or is connected with, recent passes and the deleted, in every order; who asked comes first", async () => {
    const orders = await spec
      .given({
        IDENTITY: [
          registered("ana"),
          registered("ben"),
          registered("cleo"),
          registered("dan"),
          registered("eve"),
          registered("fay"),
          deleted("fay"),
        ],
        SOCIAL: [
          requested("c1", "ben", "ana"),
          requested("c2", "ana", "cleo"),
          accepted("c2", "ana", "cleo"),
          passed("ana", "dan"),
          passed("ana", "eve", 31),
        ],
      })
      .inEveryOrder(async (store) => {
        const found = await candidates(store, "ana");
        expect(found.map((candidate) => candidate.id)).toEqual(["ben", "eve"]);
        expect(found[0]!.reasons[0]).toBe("Wants to train with you");
        expect(found[0]!.matchReasons[0]).toEqual({ kind: "asked-you" });
        expect(found[1]!.reasons).not.toContain("Wants to train with you");
        expect((await connectionsOf(store, "ana")).map((connection) => connection.id).sort()).toEqual(["c1", "c2"]);
        expect(await acceptedConnectionCount(store, "cleo")).toBe(1);
      });
    expect(orders).toBeGreaterThan(100);
  });

  it("forget the connections and passes of a deleted member, whichever stream comes first", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), deleted("ben")],
        SOCIAL: [requested("c1", "ana", "ben"), accepted("c1", "ana", "ben"), passed("ben", "ana")],
      })
      .inEveryOrder(async (store) => {
        expect(await connectionsOf(store, "ana")).toEqual([]);
        expect(await acceptedConnectionCount(store, "ana")).toBe(0);
        expect(await idsOf(store, "ana")).toEqual([]);
      });
  });

  it("forget a removed connection on both sides, so that either may ask again", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        SOCIAL: [
          requested("c1", "ana", "ben"),
          accepted("c1", "ana", "ben"),
          removed("c1", "ana", "ben", "ben"),
          requested("c2", "ben", "ana"),
        ],
      })
      .inEveryOrder(async (store) => {
        const [connection, ...others] = await connectionsOf(store, "ana");
        expect(others).toEqual([]);
        expect(connection).toMatchObject({ id: "c2", userId: "ben", connectedUserId: "ana", status: "pending" });
        expect(await acceptedConnectionCount(store, "ben")).toBe(0);
        const [ben] = await candidates(store, "ana");
        expect(ben!.id).toBe("ben");
        expect(ben!.matchReasons[0]).toEqual({ kind: "asked-you" });
      });
  });

  it("show the distance between the members' cells to one decimal, and never a coordinate", async () => {
    await spec
      .given({ IDENTITY: [registered("ana"), registered("ben", { latitude: 38.8, longitude: -9.38 })] })
      .then(async (store) => {
        const [ben] = await candidates(store, "ana");
        // 22.6 km between the points; matching only knows their cells, which are 22.3 km apart.
        expect(ben!.distanceKm).toBe(22.3);
        expect(JSON.stringify(ben)).not.toMatch(/latitude|longitude|[:,[]38\.8[,\]}]|-9\.38/);
      });
  });

  it("are within the maximum distance of a member with a place, and anywhere for one without", async () => {
    await spec
      .given({
        IDENTITY: [
          registered("ana"),
          registered("sintra", { latitude: 38.8, longitude: -9.38 }),
          registered("porto", { latitude: 41.15, longitude: -8.61 }),
          registered("nowhere", { latitude: null, longitude: null }),
        ],
      })
      .then(async (store) => {
        expect(await idsOf(store, "ana")).toEqual(["sintra"]);
        expect(await idsOf(store, "ana", { maxDistance: "10" })).toEqual([]);
        expect((await idsOf(store, "ana", { maxDistance: "500" })).sort()).toEqual(["porto", "sintra"]);
        expect((await idsOf(store, "nowhere")).sort()).toEqual(["ana", "porto", "sintra"]);
        const fromNowhere = await candidates(store, "nowhere");
        expect(fromNowhere.every((candidate) => candidate.distanceKm === null)).toBe(true);
      });
  });

  it("filter by arts, level, age range, gi, intensity and weight difference", async () => {
    await spec
      .given({
        IDENTITY: [
          registered("ana", { weightKg: 70 }),
          registered("judoka", {
            martialArts: ["Judo"],
            skillLevel: "Advanced",
            ageRange: "26-35",
            giPreference: "gi",
            intensity: "hard",
            weightKg: 75,
          }),
          registered("boxer", {
            martialArts: ["Boxing"],
            skillLevel: "Beginner",
            ageRange: "18-25",
            giPreference: "no-gi",
            intensity: "technical",
            weightKg: 95,
          }),
          registered("both", {
            martialArts: ["Boxing", "Judo"],
            skillLevel: "Advanced",
            ageRange: "18-25",
            giPreference: "both",
            intensity: "hard",
            weightKg: null,
          }),
        ],
      })
      .then(async (store) => {
        expect((await idsOf(store, "ana", { martialArts: "Judo" })).sort()).toEqual(["both", "judoka"]);
        expect((await idsOf(store, "ana", { martialArts: "Judo,Boxing" })).sort()).toEqual(["both", "boxer", "judoka"]);
        expect((await idsOf(store, "ana", { skillLevel: "Advanced", ageRange: "18-25" })).sort()).toEqual(["both"]);
        expect(await idsOf(store, "ana", { giPreference: "no-gi" })).toEqual(["boxer"]);
        expect(await idsOf(store, "ana", { intensity: "technical" })).toEqual(["boxer"]);
        expect(await idsOf(store, "ana", { maxWeightDifference: "10" })).toEqual(["judoka"]);
        expect((await idsOf(store, "ana", { skillLevel: "all" })).length).toBe(3);
        await expect(
          idsOf(store, "judoka", { maxWeightDifference: "10" }).then(() =>
            idsOf(store, "both", { maxWeightDifference: "5" }),
          ),
        ).rejects.toThrow(/Add your weight/);
      });
  });

  it("come best first, each with the reasons it was suggested", async () => {
    const me = {
      martialArts: ["Judo"],
      skillLevel: "Intermediate",
      availability: ["Monday"],
      trainingGoals: ["Competition"],
    };
    await spec
      .given({
        IDENTITY: [
          registered("ana", me),
          registered("twin", { ...me, latitude: 38.73, longitude: -9.14 }),
          registered("far-twin", { ...me, latitude: 38.9, longitude: -9.14 }),
          registered("stranger", { martialArts: ["Boxing"], skillLevel: "Advanced" }),
        ],
      })
      .then(async (store) => {
        const found = await candidates(store, "ana");
        expect(found.map((candidate) => candidate.id)).toEqual(["twin", "far-twin", "stranger"]);
        expect(found[0]!.reasons).toEqual([
          "Both train Judo",
          "Same skill level: Intermediate",
          // 1.1 km between the points, 2 between the centres of their cells.
          "2 km away",
          "Both free on Monday",
          "Shared goals: Competition",
        ]);
        expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
        expect(found[2]!.reasons).toEqual(["0 km away"]);
      });
  });

  it("follow a profile change, and a member who moves away leaves the area", async () => {
    await spec
      .given({
        IDENTITY: [
          registered("ana"),
          registered("ben", { martialArts: ["Judo"] }),
          { type: "UserProfileUpdated", aggregateId: "ben", data: { userId: "ben", martialArts: ["Sambo"] } },
          registered("cleo"),
          {
            type: "UserProfileUpdated",
            aggregateId: "cleo",
            data: { userId: "cleo", latitude: 41.15, longitude: -8.61 },
          },
        ],
      })
      .then(async (store) => {
        expect(await idsOf(store, "ana", { martialArts: "Judo" })).toEqual([]);
        expect(await idsOf(store, "ana", { martialArts: "Sambo" })).toEqual(["ben"]);
        expect(await idsOf(store, "ana")).toEqual(["ben"]);
      });
  });
});
