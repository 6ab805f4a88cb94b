import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventStore } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { defineProjection, type EventsOf } from "../src/projection/define.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import type { ReadStore } from "../src/read-store/port.ts";
import { testStream, uniqueName, type TestStream, testEvent } from "../src/testing/connections.ts";

// A read model of belt promotions: one document per student with their belt and how many times
// they were promoted. The count uses $inc, so applying any event twice would show.

type Student = { _id: string; belt: string; promotions: number };
type StudentEvent = { type: "Promoted"; data: { belt: string } } | { type: "Expelled"; data: Record<string, never> };

const promotionsProjection = (stream: string) =>
  defineProjection<EventsOf<StudentEvent>>({
    name: "students",
    streams: [stream],
    async setup(store) {
      await store.collection("students").createIndex({ belt: 1 });
    },
    on: {
      async Promoted(event, store) {
        await store
          .collection<Student>("students")
          .updateOne(
            { _id: event.aggregateId },
            { $set: { belt: event.data.belt }, $inc: { promotions: 1 } },
            { upsert: true },
          );
      },
      async Expelled(event, store) {
        await store.collection<Student>("students").deleteOne({ _id: event.aggregateId });
      },
    },
  });

describe("projector", () => {
  let test: TestStream;
  let events: EventStore;
  let stream: string;
  const subjectOf = (id: string) => test.subject("student", id);
  const logger = pino({ level: "silent" });

  const promote = (id: string, belt: string) => events.publish(subjectOf(id), testEvent("Promoted", id, { belt }));
  const expel = (id: string) => events.publish(subjectOf(id), testEvent("Expelled", id));
  /** An event the projection has no handler for: it only advances the checkpoint. */
  const bow = (id: string) => events.publish(subjectOf(id), testEvent("Bowed", id));
  const projectorOn = (store: ReadStore) =>
    new Projector({
      nats: test.connections.nats,
      store,
      projections: [promotionsProjection(stream)],
      logger,
      consumerPrefix: uniqueName("test"),
    });
  const snapshot = (store: ReadStore) => store.collection<Student>("students").find({}, { sort: { _id: 1 } });

  beforeAll(async () => {
    test = await testStream("PROJ");
    ({ events, name: stream } = test);
  });
  afterAll(() => test.remove());

  it("applies the log, skips events it does not handle, and lets a writer wait for its own write", async () => {
    const store = createMemoryReadStore();
    const projector = projectorOn(store);
    const announced: string[] = [];
    projector.onApplied((projection) => announced.push(projection));
    await projector.start();
    const student = newId();
    const expelled = newId();
    await promote(student, "white");
    await bow(student);
    await promote(expelled, "white");
    await expel(expelled);
    const last = await promote(student, "yellow");
    expect(await projector.waitFor(stream, last.sequence)).toBe(true);
    expect(await snapshot(store)).toEqual([{ _id: student, belt: "yellow", promotions: 2 }]);
    expect(projector.position(stream)).toBe(last.sequence);
    expect(announced.length).toBeGreaterThanOrEqual(4);
    expect(new Set(announced)).toEqual(new Set(["students"]));
    expect(await projector.waitFor(stream, last.sequence + 1000, 200)).toBe(false);
    expect(projector.position("NOBODY_READS_THIS")).toBeNull();
    await projector.stop();
  });

  it("applies every event of one log message (a command's events) before it stands past it", async () => {
    const store = createMemoryReadStore();
    const projector = projectorOn(store);
    await projector.start();
    const student = newId();
    const command = [
      testEvent("Promoted", student, { belt: "blue" }),
      testEvent("Bowed", student),
      testEvent("Promoted", student, { belt: "purple" }),
    ];
    const stored = await events.publish(subjectOf(student), command);
    expect(await projector.waitFor(stream, stored.sequence)).toBe(true);
    expect(await store.collection<Student>("students").findOne({ _id: student })).toEqual({
      _id: student,
      belt: "purple",
      promotions: 2,
    });
    expect(projector.position(stream)).toBe(stored.sequence);
    await projector.stop();
  });

  it("lets a wait end unanswered when the projector stops", async () => {
    const projector = projectorOn(createMemoryReadStore());
    await projector.start();
    const last = await promote(newId(), "white");
    await projector.waitFor(stream, last.sequence);
    const waiting = projector.waitFor(stream, last.sequence + 1000, 10_000);
    await projector.stop();
    expect(await waiting).toBe(false);
  });

  it("resumes after a stop from its checkpoint without losing or repeating an event", async () => {
    const store = createMemoryReadStore();
    const ids = Array.from({ length: 5 }, () => newId());
    let projector = projectorOn(store);
    await projector.start();
    for (const id of ids) await promote(id, "white");
    const beforeStop = await promote(ids[0]!, "yellow");
    expect(await projector.waitFor(stream, beforeStop.sequence)).toBe(true);
    await projector.stop();

    // Written while the projector is down:
    for (const id of ids) await promote(id, "orange");
    const last = await bow(ids[1]!);

    projector = projectorOn(store);
    await projector.start();
    expect(await projector.waitFor(stream, last.sequence)).toBe(true);
    const students = await store.collection<Student>("students").find({ _id: { $in: ids } });
    expect(students).toHaveLength(5);
    for (const student of students) {
      expect(student.belt).toBe("orange");
      expect(student.promotions).toBe(student._id === ids[0] ? 3 : 2);
    }
    await projector.stop();
  });

  it("rebuilds by dropping the read model and replaying the log into it", async () => {
    const store = createMemoryReadStore();
    const projector = projectorOn(store);
    await projector.start();
    const id = newId();
    await promote(id, "green");
    const last = await promote(id, "blue");
    expect(await projector.waitFor(stream, last.sequence)).toBe(true);
    const before = await snapshot(store);
    expect(before).toContainEqual({ _id: id, belt: "blue", promotions: 2 });

    // What the log does not say: only a drop takes the stray out, and only a replay from the first
    // event into an empty model counts two promotions again.
    const students = store.collection<Student>("students");
    await students.updateOne({ _id: id }, { $set: { belt: "black" }, $inc: { promotions: 40 } });
    await students.insertOne({ _id: newId(), belt: "black", promotions: 1 });
    await projector.rebuild();
    expect(await projector.waitFor(stream, last.sequence)).toBe(true);
    expect(await snapshot(store)).toEqual(before);
    await projector.stop();
  });
});
