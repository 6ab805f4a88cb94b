import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { EventStore } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { defineProjection } from "../src/projection/define.ts";
import { ProjectionLease } from "../src/projection/lease.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import type { ReadStore } from "../src/read-store/port.ts";
import { testStream, uniqueName, type TestStream } from "../src/testing/connections.ts";

// Two instances of one service over one shared read store (Mongo in production; here one memory
// store both hold): exactly one projects at a time, and the other takes over when it goes.

type Visits = { _id: string; count: number };

describe("projection lease", () => {
  let test: TestStream;
  let events: EventStore;
  let stream: string;
  let lease: ProjectionLease;

  beforeAll(async () => {
    test = await testStream("LEASE");
    ({ events, name: stream } = test);
    lease = await ProjectionLease.open(test.connections.nats, { ttlMs: 1500 });
  });
  afterAll(() => test.remove());

  /** Counts visits with $inc, so an event applied by both instances shows; `applied` lists who applied which sequence. */
  function service(store: ReadStore, handlerPauseMs = 0) {
    const name = uniqueName("svc");
    const applied: Array<{ owner: string; sequence: number; aggregateId: string }> = [];
    const instance = (owner: string) => {
      const projector = new Projector({
        nats: test.connections.nats,
        store,
        projections: [
          defineProjection<{ Visited: Record<string, never> }>({
            name: "visits",
            streams: [stream],
            on: {
              async Visited(event, store) {
                applied.push({ owner, sequence: event.sequence, aggregateId: event.aggregateId });
                if (handlerPauseMs > 0) await new Promise((resolve) => setTimeout(resolve, handlerPauseMs));
                await store
                  .collection<Visits>("visits")
                  .updateOne({ _id: event.aggregateId }, { $inc: { count: 1 } }, { upsert: true });
              },
            },
          }),
        ],
        logger: pino({ level: "silent" }),
        consumerPrefix: name,
        lease: { lease, owner },
      });
      onTestFinished(() => projector.stop());
      return projector;
    };
    return { instance, applied };
  }
  const visit = (id: string) =>
    events.publish(test.subject("dojo", id), {
      id: newId(),
      type: "Visited",
      aggregateId: id,
      occurredAt: new Date().toISOString(),
      actorId: null,
      data: {},
    });
  const countIn = async (store: ReadStore, id: string) =>
    (await store.collection<Visits>("visits").findOne({ _id: id }))?.count;

  it("lets one instance project into a shared store, and another take over when it stops", async () => {
    const store = createMemoryReadStore();
    const { instance, applied } = service(store);
    const first = instance("first");
    const second = instance("second");
    const announcedOnStandby: string[] = [];
    second.onApplied((projection) => announcedOnStandby.push(projection));
    await first.start();
    await second.start();
    expect([first.leading, second.leading]).toEqual([true, false]);

    const dojo = newId();
    for (let index = 0; index < 5; index++) await visit(dojo);
    const last = await visit(dojo);
    // The standby follows the holder's checkpoints, so a query there can still wait for a write.
    expect(await second.waitFor(stream, last.sequence, 3000)).toBe(true);
    expect(second.position(stream)).toBeGreaterThanOrEqual(last.sequence);
    expect(announcedOnStandby).toContain("visits");
    expect(await countIn(store, dojo)).toBe(6);
    expect(new Set(applied.map(({ owner }) => owner))).toEqual(new Set(["first"]));

    await first.stop();
    const afterHandover = await visit(dojo);
    expect(await second.waitFor(stream, afterHandover.sequence, 5000)).toBe(true);
    expect(second.leading).toBe(true);
    expect(await countIn(store, dojo)).toBe(7);
    expect(applied.filter(({ owner }) => owner === "second").map(({ sequence }) => sequence)).toEqual([
      afterHandover.sequence,
    ]);
    await second.stop();
  });

  // A stopping holder drains what it took from the log and checkpoints it before it lets the
  // lease go, so the standby never projects the same events at the same time.
  it("applies each event once when the holder stops while it is still busy applying", async () => {
    const store = createMemoryReadStore();
    const { instance, applied } = service(store, 100);
    const first = instance("first");
    const second = instance("second");
    await first.start();
    await second.start();

    const dojo = newId();
    let last = 0;
    for (let index = 0; index < 12; index++) last = (await visit(dojo)).sequence;
    await new Promise((resolve) => setTimeout(resolve, 150)); // the holder has applied one or two events
    await first.stop();

    expect(await second.waitFor(stream, last, 8000)).toBe(true);
    await second.stop();
    const sequences = applied.filter(({ aggregateId }) => aggregateId === dojo).map(({ sequence }) => sequence);
    expect(new Set(sequences).size).toBe(12);
    expect(sequences.filter((sequence, index) => sequences.indexOf(sequence) !== index)).toEqual([]);
    expect(await countIn(store, dojo)).toBe(12);
  });
});
