import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { envelope } from "../src/decider.ts";
import type { EventStore } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { ProjectionLease } from "../src/projection-lease.ts";
import { Projector, type Projection } from "../src/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import { testStream, uniqueName, type TestStream } from "../src/testing/connections.ts";

// Two instances of one service over one shared read store (Mongo in production; here one memory
// store both hold): exactly one projects at a time, and the other takes over when it goes.

let test: TestStream;
let events: EventStore;
let stream: string;
const counter = (): Projection => ({
  name: "visits",
  stream,
  handles: ["Visited"],
  async apply(event, store) {
    await store.collection("visits").updateOne({ _id: event.aggregateId }, { $inc: { count: 1 } }, { upsert: true });
  },
});

beforeAll(async () => {
  test = await testStream("LEASE");
  ({ events, name: stream } = test);
});
afterAll(() => test.remove());

it("lets one instance project into a shared store, and another take over when it stops", async () => {
  const store = createMemoryReadStore();
  const lease = await ProjectionLease.open(test.connections.nats, 1500);
  const service = uniqueName("svc");
  const instance = (owner: string) =>
    new Projector({
      nats: test.connections.nats,
      store,
      projections: [counter()],
      logger: pino({ level: "silent" }),
      consumerPrefix: service,
      lease: { lease, owner },
    });
  const visit = (id: string) =>
    events.publish(test.subject("dojo", id), envelope({ type: "Visited", data: {} }, id, { actorId: null, now: new Date() }));
  const count = async (id: string) => (await store.collection<{ _id: string; count: number }>("visits").findOne({ _id: id }))?.count;

  const first = instance("first");
  const second = instance("second");
  await first.start();
  await second.start();
  expect([first.leading, second.leading]).toEqual([true, false]);

  const dojo = newId();
  for (let index = 0; index < 5; index++) await visit(dojo);
  const last = await visit(dojo);
  // The standby follows the holder's checkpoints, so a query there can still wait for a write.
  expect(await second.waitFor(stream, last.sequence, 3000)).toBe(true);
  expect(await count(dojo)).toBe(6);

  await first.stop();
  const afterHandover = await visit(dojo);
  expect(await second.waitFor(stream, afterHandover.sequence, 5000)).toBe(true);
  expect(second.leading).toBe(true);
  expect(await count(dojo)).toBe(7);
  await second.stop();
});
