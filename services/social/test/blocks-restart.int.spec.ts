import { expect, it, vi } from "vitest";
import { blocksSubject, MODERATION_STREAM, type MemberBlocked } from "@kumite/contracts/moderation/events";
import { EventStore } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { block } from "@kumite/kit/testing";
import { testConnections, startTestService, type TestMember } from "@kumite/kit/testing/harness";
import { CONNECTIONS } from "../src/projections/collections.ts";
import { socialService } from "../src/service.ts";

// The block's reaction (which removes the pair's connection) on a durable consumer: blocks made
// just before social stops, and one made while no social runs at all, are all acted on by the next
// instance, and a pair nobody blocked keeps its connection.

it("removes the connection of every pair blocked around a restart, and only theirs", async () => {
  const first = await startTestService(socialService);
  const members = await Promise.all(Array.from({ length: 8 }, () => first.member()));
  const pairs: Array<[TestMember, TestMember]> = [0, 2, 4, 6].map((i) => [members[i]!, members[i + 1]!]);
  for (const [a, b] of pairs) {
    expect((await a.post("/api/connections", { userId: a.id, connectedUserId: b.id })).statusCode).toBe(201);
    expect((await b.post("/api/connections", { userId: b.id, connectedUserId: a.id })).statusCode).toBe(200);
  }
  const [blockedBefore, blockedByOther, blockedWhileDown, untouched] = pairs;
  // Blocks as social stops: their reactions may or may not have run by then.
  await Promise.all([
    block(first, blockedBefore![0].id, blockedBefore![1].id),
    block(first, blockedByOther![1].id, blockedByOther![0].id),
  ]);
  await first.close();

  const { nats, close } = await testConnections("blocks-restart");
  try {
    const events = new EventStore(nats);
    await events.ensureStream(MODERATION_STREAM);
    const [blockerId, blockedId] = [blockedWhileDown![0].id, blockedWhileDown![1].id];
    const blocked: MemberBlocked = { blockerId, blockedId, blockedAt: new Date().toISOString() };
    await events.publish(blocksSubject(blockerId), {
      id: newId(),
      type: "MemberBlocked",
      aggregateId: blockerId,
      occurredAt: blocked.blockedAt,
      actorId: blockerId,
      data: blocked,
    });
  } finally {
    await close();
  }

  const second = await startTestService(socialService);
  try {
    const storedOf = (member: TestMember) =>
      second.deps.store.collection(CONNECTIONS).find({ members: member.id }, { fields: { _id: 1 } });
    await vi.waitFor(
      async () => {
        for (const [a] of [blockedBefore!, blockedByOther!, blockedWhileDown!]) expect(await storedOf(a)).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await storedOf(untouched![0])).toHaveLength(1);
    const [kept] = (await second.as(untouched![0].id).get("/api/connections")).json() as Array<{ status: string }>;
    expect(kept).toMatchObject({ status: "accepted" });
  } finally {
    await second.close();
  }
});
