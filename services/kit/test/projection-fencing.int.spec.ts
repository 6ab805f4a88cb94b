import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../../infra/test/tcp-proxy.ts";
import { newId } from "../src/ids.ts";
import { connectNats, type Nats } from "../src/nats.ts";
import { defineProjection } from "../src/projection/define.ts";
import { ProjectionLease } from "../src/projection/lease.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import { testEvent, testStream, type TestStream, testNatsUrl } from "../src/testing/connections.ts";

// Two instances over one shared read store. The holder of the lease loses NATS for longer than the
// lease lives (its own link is cut, so the lease expires and the other instance takes it) while it
// is busy with a backlog it fetched before: it stops applying and records where it stopped before
// the lease can pass, so no event is applied by both, and none is left out.

const TTL_MS = 1500;
/** Slow enough that the backlog outlasts the outage: a holder that went on would still be applying it. */
const HANDLER_MS = 30;
const BACKLOG = 150;

let test: TestStream;
let proxy: TcpProxy;
const connections: Nats[] = [];

beforeAll(async () => {
  test = await testStream("FENCE");
  const { hostname, port } = new URL(testNatsUrl().replace(/^nats:/, "http:"));
  proxy = await startTcpProxy({ host: hostname, port: Number(port) });
});
afterAll(async () => {
  await Promise.allSettled(connections.map((nats) => nats.connection.close()));
  await proxy.close();
  await test.remove();
});

it("applies every event exactly once when the holder loses NATS for longer than the lease lives and another takes over", async () => {
  const store = createMemoryReadStore();
  const applied: Array<{ owner: string; eventId: string }> = [];
  /** The same projection in each instance, recording which instance applied which event. */
  const visitsAppliedBy = (owner: string) =>
    defineProjection<{ Visited: Record<string, never> }>({
      name: "visits",
      streams: [test.name],
      on: {
        async Visited(event, store) {
          applied.push({ owner, eventId: event.id });
          await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
          await store
            .collection("visits")
            .updateOne({ _id: event.aggregateId }, { $inc: { count: 1 } }, { upsert: true });
        },
      },
    });
  const instance = async (owner: string, natsUrl: string) => {
    const nats = await connectNats(natsUrl, owner);
    connections.push(nats);
    return new Projector({
      nats,
      store,
      projections: [visitsAppliedBy(owner)],
      logger: pino({ level: "silent" }),
      consumerPrefix: "fencing",
      lease: { lease: await ProjectionLease.open(nats, { ttlMs: TTL_MS }), owner },
    });
  };
  const dojo = newId();
  const visit = () => test.events.publish(test.subject("dojo", dojo), testEvent("Visited", dojo));

  const first = await instance("first", `nats://${proxy.address}`);
  const second = await instance("second", testNatsUrl());
  await first.start();
  await second.start();
  expect([first.leading, second.leading]).toEqual([true, false]);
  expect(await first.waitFor(test.name, (await visit()).sequence, 5000)).toBe(true);
  for (let index = 0; index < BACKLOG; index++) await visit();
  await expect.poll(() => applied.length, { interval: 10 }).toBeGreaterThan(10);

  proxy.cut();
  await expect.poll(() => second.leading, { timeout: TTL_MS * 3, interval: 50 }).toBe(true);
  // Its renewals failed for two thirds of the time to live: it stepped down on its own, mid-backlog.
  expect(first.leading).toBe(false);
  proxy.mend();

  let last = 0;
  for (let index = 0; index < 10; index++) last = (await visit()).sequence;
  await expect
    .poll(async () => (await Promise.all([first, second].map((p) => p.waitFor(test.name, last, 200)))).every(Boolean), {
      timeout: 30_000,
    })
    .toBe(true);
  await Promise.all([first.stop(), second.stop()]);

  const eventIds = applied.map(({ eventId }) => eventId);
  expect(eventIds.filter((id, index) => eventIds.indexOf(id) !== index)).toEqual([]);
  expect(new Set(eventIds).size).toBe(1 + BACKLOG + 10);
  expect((await store.collection("visits").findOne({ _id: dojo }))?.count).toBe(1 + BACKLOG + 10);
  expect(new Set(applied.map(({ owner }) => owner))).toEqual(new Set(["first", "second"]));
}, 60_000);
