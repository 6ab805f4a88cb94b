import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AggregateRepository, envelope, type Decider } from "../src/decider.ts";
import type { EventStore } from "../src/event-store.ts";
import { ConcurrencyConflict } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { testStream, type TestStream } from "../src/testing/connections.ts";

type Counted = { type: "Counted"; data: { by: number } };
const counter: Decider<number, { by: number; max: number }, Counted> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (total + command.by > command.max) throw new Error("over the maximum");
    return [{ type: "Counted", data: { by: command.by } }];
  },
};

const metadata = () => ({ actorId: "tester", now: new Date() });
const counted = (by: number, aggregateId: string) => envelope({ type: "Counted", data: { by } }, aggregateId, metadata());

describe("event store on JetStream", () => {
  let test: TestStream;
  let store: EventStore;
  let stream: string;
  const subject = (id: string) => test.subject("counter", id);

  beforeAll(async () => {
    test = await testStream("ES");
    ({ events: store, name: stream } = test);
  });
  afterAll(() => test.remove());

  it("creates a stream once and accepts being asked again", async () => {
    await store.ensureStream({ name: stream, subjects: [`${stream.toLowerCase()}.>`] });
    const info = await test.connections.nats.jsm.streams.info(stream);
    expect(info.config.subjects).toEqual([`${stream.toLowerCase()}.>`]);
  });

  it("appends to a new aggregate and loads its events back in order", async () => {
    const id = newId();
    const first = await store.append(subject(id), [counted(1, id), counted(2, id)], 0);
    expect(first.stream).toBe(stream);
    const events = await store.load(stream, subject(id));
    expect(events.map((event) => event.data)).toEqual([{ by: 1 }, { by: 2 }]);
    expect(events.at(-1)?.sequence).toBe(first.sequence);
    expect(await store.version(stream, subject(id))).toBe(first.sequence);
    expect(await store.load(stream, subject(id), events[0]!.sequence)).toHaveLength(1);
  });

  it("loads nothing for an aggregate without events, without waiting", async () => {
    const started = Date.now();
    expect(await store.load(stream, subject(newId()))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("lets exactly one of two racing writers append at the same version", async () => {
    const id = newId();
    const { sequence } = await store.append(subject(id), [counted(1, id)], 0);
    const results = await Promise.allSettled([
      store.append(subject(id), [counted(10, id)], sequence),
      store.append(subject(id), [counted(20, id)], sequence),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ConcurrencyConflict);
    expect(await store.load(stream, subject(id))).toHaveLength(2);
  });

  it("accepts only one of many writers creating the same new aggregate", async () => {
    const id = newId();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => store.append(subject(id), [counted(index, id)], 0)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("de-duplicates a retried append by event id", async () => {
    const id = newId();
    const event = counted(5, id);
    const first = await store.append(subject(id), [event], 0);
    const retried = await store.append(subject(id), [event], 0);
    expect(retried.sequence).toBe(first.sequence);
    expect(await store.load(stream, subject(id))).toHaveLength(1);
  });

  it("retries a command whose cached state went stale, deciding on the fresh state", async () => {
    const id = newId();
    const processA = new AggregateRepository(store, stream, counter);
    const processB = new AggregateRepository(store, stream, counter);
    await processA.handle(subject(id), id, { by: 3, max: 10 }, metadata());
    await processB.load(subject(id)); // B caches total 3
    await processA.handle(subject(id), id, { by: 5, max: 10 }, metadata()); // total 8, B is stale
    await expect(processB.handle(subject(id), id, { by: 4, max: 10 }, metadata())).rejects.toThrow("over the maximum");
    const result = await processB.handle(subject(id), id, { by: 2, max: 10 }, metadata());
    expect(result.position).not.toBeNull();
    expect((await processB.load(subject(id))).state).toBe(10);
  });

  it("decides on the real state when an aggregate expected to be new already exists", async () => {
    const id = newId();
    const repository = new AggregateRepository(store, stream, counter);
    await repository.handle(subject(id), id, { by: 7, max: 10 }, metadata());
    const fresh = new AggregateRepository(store, stream, counter);
    await expect(fresh.handle(subject(id), id, { by: 7, max: 10 }, metadata(), { expectNew: true })).rejects.toThrow(
      "over the maximum",
    );
    expect((await fresh.load(subject(id))).state).toBe(7);
  });
});
