import { expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import type { ConnectionView, MatchCandidate } from "@kumite/contracts/social/views";
import { expireInFlightClaims, stopAmidWrites } from "@kumite/kit/testing";
import { startTestService, type Caller } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// Likes, likes back and passes from many members at once, with social stopping in the middle and
// a new instance taking over: every acknowledged write is there once, and the retries of the
// unacknowledged ones (same Idempotency-Key) store nothing twice.

type Write = { from: string; url: string; body: object; key: string; status?: number };

it("loses and doubles no like or pass when social stops in the middle of them", async () => {
  const first = await startTestService(socialService);
  const place = { latitude: -45 + Math.random(), longitude: 100 + Math.random() };
  const members = await Promise.all(Array.from({ length: 12 }, () => first.member(place)));
  const writes: Write[] = [];
  const pairs: Array<[Write, Write]> = [];
  // Each pair: a likes b and b likes a back, then each passes on three members of other pairs.
  const lanes: Write[][] = [];
  const passes = (from: string, offset: number): Write[] =>
    [2, 4, 6].map((step) => ({
      from,
      url: `/api/users/matching/${from}/passes`,
      body: { passedUserId: members[(offset + step) % members.length]!.id },
      key: crypto.randomUUID(),
    }));
  for (let i = 0; i < members.length; i += 2) {
    const [a, b] = [members[i]!, members[i + 1]!];
    const like = {
      from: a.id,
      url: "/api/connections",
      body: { userId: a.id, connectedUserId: b.id },
      key: crypto.randomUUID(),
    };
    const likeBack = {
      from: b.id,
      url: "/api/connections",
      body: { userId: b.id, connectedUserId: a.id },
      key: crypto.randomUUID(),
    };
    const lane = [like, ...passes(a.id, i)];
    const laneBack = [likeBack, ...passes(b.id, i + 1)];
    writes.push(...lane, ...laneBack);
    pairs.push([like, likeBack]);
    lanes.push(lane, laneBack);
  }
  const send = (caller: (id: string) => Caller, write: Write) =>
    caller(write.from)
      .post(write.url, write.body, { headers: { [IDEMPOTENCY_KEY_HEADER]: write.key } })
      .then((reply) => (write.status = reply.statusCode))
      .catch(() => (write.status = 0));

  const { acknowledged, inFlightAtStop, unacknowledged } = await stopAmidWrites({
    lanes,
    send: (write) => send(first.as, write),
    stopAfter: writes.length / 3,
    stop: () => first.close(),
  });
  // The stop landed amid the writes: some were acknowledged before it, likes among them, some were
  // being served when it began, and some never were acknowledged.
  expect(acknowledged.filter((write) => write.url === "/api/connections").length).toBeGreaterThan(0);
  expect(inFlightAtStop.length).toBeGreaterThan(0);
  expect(unacknowledged.length).toBeGreaterThan(0);

  const second = await startTestService(socialService);
  try {
    const connectionsOf = async (id: string) =>
      (await second.as(id).get("/api/connections")).json() as ConnectionView[];
    const candidatesOf = async (id: string) =>
      ((await second.as(id).get(`/api/users/matching/${id}?maxDistance=500`)).json() as MatchCandidate[]).map(
        (candidate) => candidate.id,
      );
    for (const write of acknowledged) {
      const body = write.body as { connectedUserId?: string; passedUserId?: string };
      if (body.connectedUserId)
        expect(
          (await connectionsOf(write.from)).map((connection) =>
            connection.user.id === write.from ? connection.connectedUserId : connection.userId,
          ),
        ).toContain(body.connectedUserId);
      else expect(await candidatesOf(write.from)).not.toContain(body.passedUserId);
    }
    await expireInFlightClaims(
      second.deps.redis,
      "social",
      members.map((member) => member.id),
    );
    // Every write again, as a client retrying with its key: nothing acknowledged is stored twice.
    for (const write of writes) await send(second.as, write);
    expect(writes.map((write) => write.status)).toEqual(
      writes.map((write) => (write.url === "/api/connections" ? expect.any(Number) : 201)),
    );
    // Each pair: one like stored as the request (201), the other as the match (200), whichever came first.
    for (const [like, likeBack] of pairs) expect([like.status, likeBack.status].sort()).toEqual([200, 201]);
    for (let i = 0; i < members.length; i += 2) {
      const connections = await connectionsOf(members[i]!.id);
      expect(connections).toHaveLength(1);
      expect(connections[0]!.status).toBe("accepted");
    }
  } finally {
    await second.close();
  }
});
