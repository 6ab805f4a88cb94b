import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { LOCATION_CHANGES } from "@kumite/contracts/identity/limits";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { CELL_KM, kmBetweenCells, snapToCell } from "../src/matching/cells.ts";
import { distanceKm, kmBetween as exactKm, type Point } from "@kumite/kit/geo";
import { socialService } from "../src/service.ts";

// The stalker's attack on matching: a victim stays put; the attacker moves its own point to places
// of its choosing (within identity's LOCATION_CHANGES, so with several accounts), reads the distance
// matching reports to the victim from each, and trilaterates. From exact distances to 0.1 km this
// places anyone within about 100 m (checked below on the same attack, to show it has teeth). From
// matching's 1 km cells it must not place the victim more closely than their cell: two victims at
// opposite corners of one cell must look the same, and the points the attacker cannot rule out
// must span a cell.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

const KM_PER_DEGREE = (6371 * Math.PI) / 180;
/** The point `north` and `east` km from `origin`. */
const offset = (origin: Point, north: number, east: number): Point => ({
  latitude: origin.latitude + north / KM_PER_DEGREE,
  longitude: origin.longitude + east / (KM_PER_DEGREE * Math.cos((origin.latitude * Math.PI) / 180)),
});
/** A spot of this run's own, so members of other tests and runs are out of range. */
const spot = (): Point => ({ latitude: Math.random() * 100 - 50, longitude: Math.random() * 340 - 170 });

type Probe = { from: Point; km: number };

/**
 * The points of a square grid round `around` (±`reachKm`) that fit every probe, when a probe's
 * answer is `answer(from, point)`: what the attacker cannot rule out.
 */
function fitting(
  probes: Probe[],
  answer: (from: Point, point: Point) => number,
  around: Point,
  reachKm = 2.5,
  stepKm = 0.025,
): Point[] {
  const found: Point[] = [];
  for (let north = -reachKm; north <= reachKm; north += stepKm) {
    for (let east = -reachKm; east <= reachKm; east += stepKm) {
      const point = offset(around, north, east);
      if (probes.every((probe) => answer(probe.from, point) === probe.km)) found.push(point);
    }
  }
  return found;
}

/** The classic trilateration: the grid point whose exact distances best fit the answers (least squares). */
function trilaterate(probes: Probe[], around: Point, reachKm = 2.5, stepKm = 0.025): Point {
  let best = around;
  let bestError = Infinity;
  for (let north = -reachKm; north <= reachKm; north += stepKm) {
    for (let east = -reachKm; east <= reachKm; east += stepKm) {
      const point = offset(around, north, east);
      const error = probes.reduce((sum, probe) => sum + (exactKm(probe.from, point) - probe.km) ** 2, 0);
      if (error < bestError) [best, bestError] = [point, error];
    }
  }
  return best;
}

/** The widest span between two of `points`, in km. */
function span(points: Point[]): number {
  let widest = 0;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) widest = Math.max(widest, exactKm(points[i]!, points[j]!));
  return widest;
}

const centroid = (points: Point[]): Point => ({
  latitude: points.reduce((sum, point) => sum + point.latitude, 0) / points.length,
  longitude: points.reduce((sum, point) => sum + point.longitude, 0) / points.length,
});

async function candidatesOf(member: TestMember, position?: string): Promise<MatchCandidate[]> {
  const reply = await member.get(`/api/users/matching/${member.id}?maxDistance=20`, {
    headers: position ? { [POSITION_HEADER]: position } : {},
  });
  expect(reply.statusCode).toBe(200);
  return reply.json() as MatchCandidate[];
}

describe("an attacker who moves its own point and reads matching's distances", () => {
  it("cannot place a member more closely than their 1 km cell", async () => {
    // The victim near one corner of their cell, and a twin near the opposite corner, 1.1 km away.
    const cell = snapToCell(spot());
    const victimAt = offset(cell, 0.4, 0.4);
    const twinAt = offset(cell, -0.4, -0.4);
    expect([snapToCell(victimAt), snapToCell(twinAt)]).toEqual([cell, cell]);
    expect(exactKm(victimAt, twinAt)).toBeGreaterThan(CELL_KM);
    const profile = { martialArts: ["Judo" as const], skillLevel: "Intermediate" as const };
    const [victim, twin] = [
      await social.member({ ...victimAt, ...profile }),
      await social.member({ ...twinAt, ...profile }),
    ];

    // The attacker's chosen points: rings at 1.5 to 6 km round where it believes the victim is.
    const accounts = 4;
    const movesEach = LOCATION_CHANGES.perWindow;
    const points = Array.from({ length: accounts * (movesEach + 1) }, (_, k) => {
      const angle = (k * 2 * Math.PI) / 24 + k * 0.37;
      const radius = [1.5, 3, 4.5, 6][k % 4]!;
      return offset(victimAt, radius * Math.cos(angle), radius * Math.sin(angle));
    });
    const probes: Probe[] = [];
    const twinProbes: Probe[] = [];
    const read = async (attacker: TestMember, from: Point, position?: string) => {
      const found = await candidatesOf(attacker, position);
      const km = (member: TestMember) => found.find((candidate) => candidate.id === member.id)?.distanceKm;
      const [toVictim, toTwin] = [km(victim), km(twin)];
      expect(typeof toVictim, "the victim is offered").toBe("number");
      probes.push({ from, km: toVictim! });
      twinProbes.push({ from, km: toTwin! });
    };
    for (let account = 0; account < accounts; account++) {
      const mine = points.slice(account * (movesEach + 1), (account + 1) * (movesEach + 1));
      // Signing up with a point is not a move; each account then moves as often as an hour allows.
      const attacker = await social.member({ ...mine[0]!, ...profile });
      await read(attacker, mine[0]!);
      for (const to of mine.slice(1)) {
        const position = await social.userEvent({
          type: "UserProfileUpdated",
          data: { userId: attacker.id, ...to },
        });
        await read(attacker, to, position);
      }
    }
    expect(probes).toHaveLength(accounts * (movesEach + 1));

    // Every answer about the victim is the answer about the twin 1.1 km away.
    expect(probes.map((probe) => probe.km)).toEqual(twinProbes.map((probe) => probe.km));

    // Knowing the cells, the attacker rules out every point whose cell would answer otherwise; what
    // is left holds both members and spans at least a cell.
    const cellAnswer = (from: Point, point: Point) => kmBetweenCells(snapToCell(from), snapToCell(point));
    const around = centroid(points);
    const left = fitting(probes, cellAnswer, around);
    expect(left.length).toBeGreaterThan(0);
    expect(probes.every((probe) => cellAnswer(probe.from, victimAt) === probe.km)).toBe(true);
    expect(span(left)).toBeGreaterThanOrEqual(CELL_KM);

    // Trilaterating as if the answers were exact leaves the attacker guessing which member it found.
    const guess = trilaterate(probes, around);
    expect(Math.max(exactKm(guess, victimAt), exactKm(guess, twinAt))).toBeGreaterThan(CELL_KM / 2);
  });

  it("would place the member within about 100 m from exact distances: the attack above has teeth", () => {
    const victimAt = spot();
    const points = Array.from({ length: 24 }, (_, k) => {
      const angle = (k * 2 * Math.PI) / 24 + k * 0.37;
      const radius = [1.5, 3, 4.5, 6][k % 4]!;
      return offset(victimAt, radius * Math.cos(angle), radius * Math.sin(angle));
    });
    const probes = points.map((from) => ({ from, km: distanceKm(from, victimAt) }));
    const around = centroid(points);
    expect(exactKm(trilaterate(probes, around), victimAt)).toBeLessThan(0.1);
    expect(span(fitting(probes, (from, point) => distanceKm(from, point), around))).toBeLessThan(0.25);
  });
});

describe("matching's distances between cells", () => {
  it("still put a nearer member before a farther one, and keep the radius", async () => {
    const here = spot();
    const profile = { martialArts: ["Boxing" as const], skillLevel: "Beginner" as const };
    const searcher = await social.member({ ...here, ...profile });
    const far = await social.member({ ...offset(here, 0, 8), ...profile });
    const near = await social.member({ ...offset(here, 0, 2), ...profile });
    const middle = await social.member({ ...offset(here, 3, 2), ...profile });
    const found = await candidatesOf(searcher);
    expect(found.map((candidate) => candidate.id)).toEqual([near.id, middle.id, far.id]);
    const [toNear, toMiddle, toFar] = found.map((candidate) => candidate.distanceKm!);
    expect(Math.abs(toNear! - 2)).toBeLessThanOrEqual(CELL_KM);
    expect(Math.abs(toMiddle! - Math.hypot(3, 2))).toBeLessThanOrEqual(CELL_KM);
    expect(Math.abs(toFar! - 8)).toBeLessThanOrEqual(CELL_KM);
    const within = await searcher.get(`/api/users/matching/${searcher.id}?maxDistance=${Math.ceil(toMiddle!)}`);
    expect((within.json() as MatchCandidate[]).map((candidate) => candidate.id)).toEqual([near.id, middle.id]);
  });

  it("put members of one cell 0 km apart, whoever is where in it", async () => {
    const cell = snapToCell(spot());
    const searcher = await social.member({ ...offset(cell, 0.45, -0.45) });
    const neighbour = await social.member({ ...offset(cell, -0.45, 0.45) });
    const [found] = await candidatesOf(searcher);
    expect(found).toMatchObject({ id: neighbour.id, distanceKm: 0 });
  });
});
