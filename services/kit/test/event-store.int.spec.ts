import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventStore, NewEvent } from "../src/event-store.ts";
import { ConcurrencyConflict } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { testStream, type TestStream } from "../src/testing/connections.ts";

// The log itself: optimistic concurrency on one subject, de-duplication by event id, loading.
// The command path on top of it (Aggregate) is in aggregate.int.spec.ts.

const counted = (by: number, aggregateId: string): NewEvent<"Counted", { by: number }> => ({
  id: newId(),
  type: "Counted",
  aggregateId,
  occurredAt: new Date().toISOString(),
  actorId: "tester",
  data: { by },
});

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

  it("appends a command's events as one message and loads them back as separate events, whole or after a sequence", async () => {
    const id = newId();
    const written = [counted(1, id), counted(2, id)];
    const first = await store.append(subject(id), written, 0);
    expect(first.stream).toBe(stream);
    const events = await store.load(stream, subject(id));
    expect(
      events.map(({ id, type, aggregateId, occurredAt, actorId, data }) => ({
        id,
        type,
        aggregateId,
        occurredAt,
        actorId,
        data,
      })),
    ).toEqual(written);
    expect(events.every((event) => event.stream === stream && event.subject === subject(id))).toBe(true);
    // Stored together, they stand at one place in the log: all there, or none.
    expect(events.map((event) => event.sequence)).toEqual([first.sequence, first.sequence]);
    const info = await test.connections.nats.jsm.streams.info(stream, { subjects_filter: subject(id) });
    expect(info.state.subjects).toEqual({ [subject(id)]: 1 });

    const next = await store.append(subject(id), [counted(3, id)], first.sequence);
    expect((await store.load(stream, subject(id), first.sequence)).map((event) => event.data)).toEqual([{ by: 3 }]);
    expect(await store.load(stream, subject(id), next.sequence)).toEqual([]);
  });

  it("reads a log written one event per message, as every command's events were stored before", async () => {
    const id = newId();
    const written = [counted(1, id), counted(2, id)];
    for (const event of written) {
      await test.connections.nats.js.publish(subject(id), JSON.stringify(event), { msgID: event.id });
    }
    const events = await store.load(stream, subject(id));
    expect(events.map((event) => event.id)).toEqual(written.map((event) => event.id));
    expect(events[0]!.sequence).toBeLessThan(events[1]!.sequence);
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
    for (const result of results)
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(ConcurrencyConflict);
    expect(await store.load(stream, subject(id))).toHaveLength(1);
  });

  it("de-duplicates a retried append by event id, even once its expected version is stale", async () => {
    const id = newId();
    const event = counted(5, id);
    const first = await store.append(subject(id), [event], 0);
    const retried = await store.append(subject(id), [event], 0);
    expect(retried.sequence).toBe(first.sequence);
    const republished = await store.publish(subject(id), event);
    expect(republished.sequence).toBe(first.sequence);
    expect(await store.load(stream, subject(id))).toHaveLength(1);
  });

  it("publishes without a version check", async () => {
    const id = newId();
    await store.append(subject(id), [counted(1, id)], 0);
    const published = await store.publish(subject(id), counted(2, id));
    const events = await store.load(stream, subject(id));
    expect(events.map((event) => event.data)).toEqual([{ by: 1 }, { by: 2 }]);
    expect(events.at(-1)?.sequence).toBe(published.sequence);
  });
});
