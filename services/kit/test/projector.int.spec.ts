import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope } from "../src/decider.ts";
import type { EventStore} from "../src/event-store.ts";
import { type StoredEvent } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { Projector, type Projection } from "../src/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import type { ReadStore } from "../src/read-store/port.ts";
import { testStream, uniqueName, type TestStream } from "../src/testing/connections.ts";

// A read model of belt promotions: one document per student with their belt and how many times
// they were promoted. The count uses $inc, so applying any event twice would show.

type Student = { _id: string; belt: string; promotions: number };

function promotionsProjection(stream: string): Projection {
  return {
    name: "students",
    stream,
    handles: ["Promoted", "Expelled"],
    async setup(store) {
      await store.collection("students").createIndex({ belt: 1 });
    },
    async apply(event: StoredEvent, store) {
      const students = store.collection<Student>("students");
      if (event.type === "Promoted") {
        const { belt } = event.data as { belt: string };
        await students.updateOne({ _id: event.aggregateId }, { $set: { belt }, $inc: { promotions: 1 } }, { upsert: true });
      } else {
        await students.deleteOne({ _id: event.aggregateId });
      }
    },
  };
}

describe("projector", () => {
  let test: TestStream;
  let events: EventStore;
  let stream: string;
  const subjectOf = (id: string) => test.subject("student", id);
  const logger = pino({ level: "silent" });

  const promote = (id: string, belt: string) =>
    events.publish(subjectOf(id), envelope({ type: "Promoted", data: { belt } }, id, { actorId: null, now: new Date() }));
  const other = (id: string) =>
    events.publish(subjectOf(id), envelope({ type: "Bowed", data: {} }, id, { actorId: null, now: new Date() }));
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
    await projector.start();
    const student = newId();
    await promote(student, "white");
    await other(student);
    const last = await promote(student, "yellow");
    expect(await projector.waitFor(stream, last.sequence)).toBe(true);
    expect(await snapshot(store)).toEqual([{ _id: student, belt: "yellow", promotions: 2 }]);
    expect(projector.position(stream)).toBeGreaterThanOrEqual(last.sequence);
    expect(await projector.waitFor(stream, last.sequence + 1000, 200)).toBe(false);
    await projector.stop();
  });

  it("resumes after a stop from its checkpoint without losing or repeating an event", async () => {
    const store = createMemoryReadStore();
    const ids = Array.from({ length: 5 }, () => newId());
    let projector = projectorOn(store);
    await projector.start();
    for (const id of ids) await promote(id, "white");
    const beforeStop = await promote(ids[0]!, "yellow");
    await projector.waitFor(stream, beforeStop.sequence);
    await projector.stop();

    // Written while the projector is down:
    for (const id of ids) await promote(id, "orange");
    const last = await other(ids[1]!);

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

  it("rebuilds from zero to the same read model", async () => {
    const store = createMemoryReadStore();
    const projector = projectorOn(store);
    await projector.start();
    const id = newId();
    await promote(id, "green");
    const last = await promote(id, "blue");
    await projector.waitFor(stream, last.sequence);
    const before = await snapshot(store);

    await projector.rebuild();
    expect(await projector.waitFor(stream, last.sequence)).toBe(true);
    expect(await snapshot(store)).toEqual(before);
    await projector.stop();
  });
});
