import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCATION_CHANGES } from "@kumite/contracts/identity/limits";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

// A member may move their own point LOCATION_CHANGES.perWindow times an hour: matching's distances
// must not be probed from as many chosen points as an attacker likes. Only moves count.

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

const LIMIT = LOCATION_CHANGES.perWindow;
const pointNo = (n: number) => ({ latitude: 10 + n / 100, longitude: 20 });

describe("PATCH /api/users/{id}: moving one's own point", () => {
  it(`allows ${LIMIT} moves an hour, then answers 429 with its code and when to try again`, async () => {
    const member = await identity.signUp({ ...pointNo(0) });
    for (let n = 1; n <= LIMIT; n++) {
      const moved = await member.patch(`/api/users/${member.id}`, pointNo(n));
      expect(moved.statusCode, `move ${n}`).toBe(200);
      expect(moved.json()).toMatchObject(pointNo(n));
    }
    const refused = await member.patch(`/api/users/${member.id}`, pointNo(LIMIT + 1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "profile.location-too-often" });
    expect(refused.json().message).toMatch(/^You can change your location 5 times an hour; try again in \d+ min$/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(LOCATION_CHANGES.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOCATION_CHANGES.windowMs / 1000);
    // The refused move changed nothing.
    expect((await member.get("/api/auth/session")).json()).toMatchObject(pointNo(LIMIT));
  });

  it("counts only moves: other edits, the same point again and clearing it are always allowed", async () => {
    const member = await identity.signUp({ ...pointNo(0) });
    for (let n = 1; n <= LIMIT; n++)
      expect((await member.patch(`/api/users/${member.id}`, pointNo(n))).statusCode).toBe(200);
    const edit = await member.patch(`/api/users/${member.id}`, { bio: "Judo on Mondays", location: "Porto" });
    expect(edit.statusCode).toBe(200);
    const same = await member.patch(`/api/users/${member.id}`, { ...pointNo(LIMIT), bio: "Judo and BJJ" });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ bio: "Judo and BJJ" });
    const cleared = await member.patch(`/api/users/${member.id}`, { latitude: null, longitude: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
    // Setting a point again, after clearing it, is a move.
    expect((await member.patch(`/api/users/${member.id}`, pointNo(1))).statusCode).toBe(429);
  });

  it("allows a move again an hour after the first of the hour", async () => {
    const clock = identity.deps.clock;
    const start = Date.now();
    try {
      const member = await identity.signUp({ ...pointNo(0) });
      for (let n = 1; n <= LIMIT; n++) {
        identity.deps.clock = () => new Date(start + n * 60_000);
        expect((await member.patch(`/api/users/${member.id}`, pointNo(n))).statusCode).toBe(200);
      }
      identity.deps.clock = () => new Date(start + 60 * 60_000);
      expect((await member.patch(`/api/users/${member.id}`, pointNo(10))).statusCode).toBe(429);
      // An hour after the first move, that one no longer counts; the second still does.
      identity.deps.clock = () => new Date(start + 61 * 60_000 + 1);
      expect((await member.patch(`/api/users/${member.id}`, pointNo(11))).statusCode).toBe(200);
      expect((await member.patch(`/api/users/${member.id}`, pointNo(12))).statusCode).toBe(429);
    } finally {
      identity.deps.clock = clock;
    }
  });

  it("counts each member apart, and lets no more than the limit through a burst of parallel moves", async () => {
    const [member, other] = [await identity.signUp({ ...pointNo(0) }), await identity.signUp({ ...pointNo(0) })];
    const replies = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, n) => member.patch(`/api/users/${member.id}`, pointNo(n + 1))),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    expect((await other.patch(`/api/users/${other.id}`, pointNo(1))).statusCode).toBe(200);
  });

  it("still refuses a move of someone else's point 403, uncounted", async () => {
    const [member, other] = [await identity.signUp(), await identity.signUp({ ...pointNo(0) })];
    for (let n = 0; n < LIMIT + 1; n++)
      expect((await member.patch(`/api/users/${other.id}`, pointNo(n + 1))).statusCode).toBe(403);
    expect((await other.patch(`/api/users/${other.id}`, pointNo(1))).statusCode).toBe(200);
  });
});
