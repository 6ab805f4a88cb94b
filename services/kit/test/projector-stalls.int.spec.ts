import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { newId } from "../src/ids.ts";
import { createMetrics, type Metrics } from "../src/metrics/registry.ts";
import { defineProjection, type Projection } from "../src/projection/define.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import { ReadStoreUnavailable, type Collection, type ReadStore } from "../src/read-store/port.ts";
import { testEvent, testStream, uniqueName, type TestStream } from "../src/testing/connections.ts";

// A projection never skips an event: when a handler fails, the projection stands still before it,
// says so (log, metric, readiness), and applies it and everything after once the failure is gone,
// from its saved checkpoint, while the other projections of the stream go on.

type Belt = { _id: string; belts: string[] };
const WRITES = new Set(["insertOne", "updateOne", "updateMany", "replaceOne", "deleteOne", "deleteMany"]);

/** The memory store, with writes refused as MongoDB out of reach would refuse them while `away`. */
function storeThatGoesAway(): { store: ReadStore; away: { now: boolean } } {
  const inner = createMemoryReadStore();
  const away = { now: false };
  const store: ReadStore = {
    ...inner,
    collection: <T extends Parameters<ReadStore["collection"]>[0]>(name: T) => {
      const collection = inner.collection(name);
      return new Proxy(collection, {
        get(target, property: string) {
          const value = target[property as keyof Collection];
          if (!WRITES.has(property) || typeof value !== "function") return value;
          return (...args: unknown[]) => {
            if (away.now) return Promise.reject(new ReadStoreUnavailable("server selection timed out"));
            return (value as (...args: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  } as ReadStore;
  return { store, away };
}

/** A belt per promotion, kept once per event id: applying an event again changes nothing. */
const beltsProjection = (name: string, stream: string, failing: () => Error | null = () => null) =>
  defineProjection<{ Promoted: { belt: string } }>({
    name,
    streams: [stream],
    on: {
      async Promoted(event, store) {
        const failure = failing();
        if (failure) throw failure;
        await store
          .collection<Belt>(name)
          .updateOne(
            { _id: event.aggregateId },
            { $addToSet: { belts: `${event.id}:${event.data.belt}` } },
            { upsert: true },
          );
      },
    },
  });

const stalledGauge = async (metrics: Metrics, projection: string) => {
  const { values } = await metrics.registry.getSingleMetric("kumite_projection_stalled")!.get();
  return values.find((value) => value.labels.projection === projection)?.value;
};
const beltsOf = async (store: ReadStore, collection: string, id: string) =>
  ((await store.collection<Belt>(collection).findOne({ _id: id }))?.belts ?? []).map((belt) => belt.split(":")[1]);

describe("projector stalls", () => {
  let test: TestStream;

  beforeAll(async () => {
    test = await testStream("STALL");
  });
  afterAll(() => test.remove());

  const promote = (id: string, belt: string) =>
    test.events.publish(test.subject("student", id), testEvent("Promoted", id, { belt }));

  function projectorOf(store: ReadStore, projections: Projection[], logs: unknown[]) {
    const metrics = createMetrics();
    const projector = new Projector({
      nats: test.connections.nats,
      store,
      projections,
      logger: pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) }),
      consumerPrefix: uniqueName("stall"),
      metrics,
    });
    onTestFinished(() => projector.stop());
    return { projector, metrics };
  }

  it("stands still before an event its handler cannot apply, says so, lets the others go on, and applies it once the handler works", async () => {
    const store = createMemoryReadStore();
    const logs: Array<Record<string, unknown>> = [];
    let broken = true;
    let attempts = 0;
    const fragile = beltsProjection("fragile", test.name, () => {
      attempts++;
      return broken ? new TypeError("cannot read properties of undefined") : null;
    });
    const sound = beltsProjection("sound", test.name);
    const { projector, metrics } = projectorOf(store, [fragile, sound], logs);
    await projector.start();
    const student = newId();
    const first = await promote(student, "white");
    await promote(student, "blue");
    const last = await promote(student, "purple");

    // The sound projection applies everything; the fragile one stands before the first event.
    await expect.poll(() => beltsOf(store, "sound", student)).toEqual(["white", "blue", "purple"]);
    expect(await projector.waitFor(test.name, first.sequence, 300)).toBe(false);
    expect(await beltsOf(store, "fragile", student)).toEqual([]);
    expect(() => projector.checkReady()).toThrow(/fragile:.* stalled at .*Promoted.*cannot read properties/);
    expect(await stalledGauge(metrics, "fragile")).toBe(1);
    expect(await stalledGauge(metrics, "sound")).toBeUndefined();
    const stalledLog = logs.find((log) => log.projection === "fragile" && log.level === 50);
    expect(stalledLog).toMatchObject({ stream: test.name, sequence: first.sequence, step: "Promoted" });
    expect(String(stalledLog!.msg)).toMatch(/nothing is skipped/);

    // Retried, never skipped: once the handler works (a fixed build), every event is applied once, in order.
    await expect.poll(() => attempts, { timeout: 3000 }).toBeGreaterThan(1);
    broken = false;
    expect(await projector.waitFor(test.name, last.sequence, 10_000)).toBe(true);
    expect(await beltsOf(store, "fragile", student)).toEqual(["white", "blue", "purple"]);
    expect(() => projector.checkReady()).not.toThrow();
    expect(await stalledGauge(metrics, "fragile")).toBe(0);
  });

  it("waits for a read store out of reach, resumes from its saved checkpoint, and loses nothing written meanwhile", async () => {
    const { store, away } = storeThatGoesAway();
    const logs: Array<Record<string, unknown>> = [];
    const { projector, metrics } = projectorOf(store, [beltsProjection("belts", test.name)], logs);
    await projector.start();
    const student = newId();
    await promote(student, "white");
    await expect.poll(() => beltsOf(store, "belts", student)).toEqual(["white"]);

    away.now = true;
    await promote(student, "blue");
    const last = await promote(student, "brown");
    await expect.poll(() => stalledGauge(metrics, "belts")).toBe(1);
    expect(() => projector.checkReady()).toThrow(/belts:.* stalled .*server selection timed out/);
    const warning = logs.find((log) => log.projection === "belts" && log.level === 40);
    expect(String(warning?.msg)).toMatch(/resumes from its checkpoint/);

    away.now = false;
    expect(await projector.waitFor(test.name, last.sequence, 10_000)).toBe(true);
    expect(await beltsOf(store, "belts", student)).toEqual(["white", "blue", "brown"]);
    expect(() => projector.checkReady()).not.toThrow();
    const stalls = await metrics.registry.getSingleMetric("kumite_projection_stalls_total")!.get();
    expect(stalls.values.find((value) => value.labels.cause === "store")?.value).toBeGreaterThanOrEqual(1);
  });
});
