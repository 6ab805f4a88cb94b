import pino from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import type { Position } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import type { Nats } from "../src/nats.ts";
import { loadCheckpoint } from "../src/projection/checkpoints.ts";
import { defineProjection, type Projection } from "../src/projection/define.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import type { ReadStore } from "../src/read-store/port.ts";
import { testStream, uniqueName, type TestStream, testEvent } from "../src/testing/connections.ts";

// One projection reading two streams (a service learning facts from another context): each
// stream has its own checkpoint and its own read-your-writes position, readiness waits for both,
// and the projection's handlers run one at a time whichever stream their events come from.

type Tally = { _id: string; visits: number; bows: number };
type TallyEvents = { Visited: Record<string, never>; Bowed: Record<string, never> };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test opens when it wants the handlers waiting on it to go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const logger = pino({ level: "silent" });

/** Two streams of this test's own, A and B, removed when it ends. */
async function twoStreams() {
  const [a, b] = await Promise.all([testStream("PA"), testStream("PB")]);
  onTestFinished(async () => {
    await Promise.all([a.remove(), b.remove()]);
  });
  const on = (stream: TestStream) => ({
    name: stream.name,
    nats: stream.connections.nats,
    append: (type: keyof TallyEvents, id: string): Promise<Position> =>
      stream.events.publish(stream.subject("dojo", id), testEvent(type, id)),
  });
  return { a: on(a), b: on(b) };
}

describe("a projection over two streams", () => {
  /** Visits come from stream A, bows from stream B; both $inc one document, so a repeat would show. */
  const tallies = (
    streams: { a: { name: string }; b: { name: string } },
    gates: { Visited?: Promise<void>; Bowed?: Promise<void> } = {},
  ) =>
    defineProjection<TallyEvents>({
      name: "tallies",
      streams: [streams.a.name, streams.b.name],
      on: {
        async Visited(event, store) {
          await gates.Visited;
          await store
            .collection<Tally>("tallies")
            .updateOne({ _id: event.aggregateId }, { $inc: { visits: 1 } }, { upsert: true });
        },
        async Bowed(event, store) {
          await gates.Bowed;
          await store
            .collection<Tally>("tallies")
            .updateOne({ _id: event.aggregateId }, { $inc: { bows: 1 } }, { upsert: true });
        },
      },
    });
  const projectorOn = (nats: Nats, store: ReadStore, projection: Projection) =>
    new Projector({ nats, store, projections: [projection], logger, consumerPrefix: uniqueName("test") });
  const tallyOf = async (store: ReadStore, id: string) => {
    const tally = await store.collection<Tally>("tallies").findOne({ _id: id });
    return tally && { visits: tally.visits ?? 0, bows: tally.bows ?? 0 };
  };

  it("applies both streams, waits per stream, and resumes each from its own checkpoint without loss or repeat", async () => {
    const { a, b } = await twoStreams();
    const store = createMemoryReadStore();
    const dojo = newId();
    let projector = projectorOn(a.nats, store, tallies({ a, b }));
    await projector.start();

    await a.append("Visited", dojo);
    await b.append("Bowed", dojo);
    await a.append("Visited", dojo);
    const lastB = await b.append("Bowed", dojo);
    const lastA = await a.append("Visited", dojo);
    // Each stream counts its own sequences: A stands at 3, B at 2.
    expect([lastA.sequence, lastB.sequence]).toEqual([3, 2]);
    expect(await projector.waitFor(a.name, lastA.sequence)).toBe(true);
    expect(await projector.waitFor(b.name, lastB.sequence)).toBe(true);
    expect(await tallyOf(store, dojo)).toEqual({ visits: 3, bows: 2 });
    expect(projector.position(a.name)).toBe(3);
    expect(projector.position(b.name)).toBe(2);
    // A wait is for one stream's sequence: B has no third event even though A has.
    expect(await projector.waitFor(a.name, 3, 200)).toBe(true);
    expect(await projector.waitFor(b.name, 3, 200)).toBe(false);
    await projector.stop();
    expect(await loadCheckpoint(store, "tallies", a.name)).toBe(3);
    expect(await loadCheckpoint(store, "tallies", b.name)).toBe(2);

    // Written while the projector is down, to A only. One checkpoint for both streams would
    // either replay A's third visit (if it said 2) or skip B's next bow (if it said 3).
    await a.append("Visited", dojo);
    const downA = await a.append("Visited", dojo);

    projector = projectorOn(a.nats, store, tallies({ a, b }));
    await projector.start();
    expect(await projector.waitFor(a.name, downA.sequence)).toBe(true);
    expect(await projector.waitFor(b.name, lastB.sequence, 200)).toBe(true);
    expect(await tallyOf(store, dojo)).toEqual({ visits: 5, bows: 2 });
    const nextB = await b.append("Bowed", dojo);
    expect(nextB.sequence).toBe(3);
    expect(await projector.waitFor(b.name, nextB.sequence)).toBe(true);
    expect(await tallyOf(store, dojo)).toEqual({ visits: 5, bows: 3 });
    expect(projector.position(a.name)).toBe(5);
    expect(projector.position(b.name)).toBe(3);
    await projector.stop();
    expect(await loadCheckpoint(store, "tallies", a.name)).toBe(5);
    expect(await loadCheckpoint(store, "tallies", b.name)).toBe(3);
  });

  it("is not caught up until both streams are replayed to where they stood at start", async () => {
    const { a, b } = await twoStreams();
    const store = createMemoryReadStore();
    const dojo = newId();
    for (let index = 0; index < 3; index++) await a.append("Visited", dojo);

    // A is held back; B is empty.
    const visits = gate();
    let projector = projectorOn(a.nats, store, tallies({ a, b }, { Visited: visits.opened }));
    await projector.start();
    expect(() => projector.checkCaughtUp()).toThrow(`replaying ${a.name}: 0 of 3`);
    visits.open();
    expect(await projector.waitFor(a.name, 3)).toBe(true);
    expect(() => projector.checkCaughtUp()).not.toThrow();
    await projector.stop();

    // A resumes at its end from the checkpoint; B now has events and is held back.
    await b.append("Bowed", dojo);
    await b.append("Bowed", dojo);
    const bows = gate();
    projector = projectorOn(a.nats, store, tallies({ a, b }, { Bowed: bows.opened }));
    await projector.start();
    expect(projector.position(a.name)).toBe(3);
    expect(() => projector.checkCaughtUp()).toThrow(`replaying ${b.name}: 0 of 2`);
    bows.open();
    expect(await projector.waitFor(b.name, 2)).toBe(true);
    expect(() => projector.checkCaughtUp()).not.toThrow();
    expect(await tallyOf(store, dojo)).toEqual({ visits: 3, bows: 2 });
    await projector.stop();
  });

  it("never runs two of its handlers at once, even for events of different streams", async () => {
    const { a, b } = await twoStreams();
    const store = createMemoryReadStore();
    const dojo = newId();
    // Both handlers read the document, then write what they read plus one. Were the quick one to
    // run while the slow one waits on its timer, the slow one's write would undo the quick one's.
    let running = 0;
    let mostAtOnce = 0;
    const order: string[] = [];
    const readThenWrite = async (store: ReadStore, id: string, name: string, pause: number) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      order.push(`${name}:start`);
      const ledger = store.collection<{ _id: string; total: number }>("ledger");
      const total = (await ledger.findOne({ _id: id }))?.total ?? 0;
      if (pause > 0) await delay(pause);
      await ledger.replaceOne({ _id: id }, { _id: id, total: total + 1 }, { upsert: true });
      order.push(`${name}:end`);
      running--;
    };
    const ledger = defineProjection<TallyEvents>({
      name: "ledger",
      streams: [a.name, b.name],
      on: {
        Visited: (event, store) => readThenWrite(store, event.aggregateId, "slow", 25),
        Bowed: (event, store) => readThenWrite(store, event.aggregateId, "quick", 0),
      },
    });
    // Both streams have their events before the projector starts, so both consumers deliver at once.
    const appended = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 === 0 ? a.append("Visited", dojo) : b.append("Bowed", dojo))),
    );
    const projector = projectorOn(a.nats, store, ledger);
    await projector.start();
    expect(
      await projector.waitFor(
        a.name,
        Math.max(...appended.filter((p) => p.stream === a.name).map((p) => p.sequence)),
        5000,
      ),
    ).toBe(true);
    expect(
      await projector.waitFor(
        b.name,
        Math.max(...appended.filter((p) => p.stream === b.name).map((p) => p.sequence)),
        5000,
      ),
    ).toBe(true);
    expect(mostAtOnce).toBe(1);
    expect(order).toHaveLength(12);
    for (let index = 0; index < order.length; index += 2) {
      expect(order[index]!.replace(":start", "")).toBe(order[index + 1]!.replace(":end", ""));
    }
    expect(await store.collection("ledger").findOne({ _id: dojo })).toEqual({ _id: dojo, total: 6 });
    await projector.stop();
  });
});
