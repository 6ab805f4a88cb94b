import pino from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import { newId } from "../src/ids.ts";
import { defineProjection } from "../src/projection/define.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import { testEvent, testStream, uniqueName } from "../src/testing/connections.ts";

// A foundation (the member directory) is read by the other projections' handlers: each batch of a
// stream is applied to it before them, however slow it is, so a handler after it always finds
// what the same events told it.

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a foundation projection", () => {
  it("has applied a batch before any other projection of the stream starts on it", async () => {
    const stream = await testStream("FOUNDATION");
    onTestFinished(() => stream.remove());
    const store = createMemoryReadStore();
    const roster = defineProjection<{ Joined: Record<string, never> }>({
      name: "roster",
      streams: [stream.name],
      foundation: true,
      on: {
        async Joined(event, store) {
          await delay(30);
          await store
            .collection("roster")
            .replaceOne({ _id: event.aggregateId }, { _id: event.aggregateId }, { upsert: true });
        },
      },
    });
    const greetings = defineProjection<{ Joined: Record<string, never> }>({
      name: "greetings",
      streams: [stream.name],
      on: {
        async Joined(event, store) {
          const known = (await store.collection("roster").findOne({ _id: event.aggregateId })) !== null;
          await store
            .collection("greetings")
            .replaceOne({ _id: event.aggregateId }, { _id: event.aggregateId, known }, { upsert: true });
        },
      },
    });
    // Listed after the one that reads it: the order of the declaration is not what orders them.
    const projector = new Projector({
      nats: stream.connections.nats,
      store,
      projections: [greetings, roster],
      logger: pino({ level: "silent" }),
      consumerPrefix: uniqueName("test"),
    });
    await projector.start();
    onTestFinished(() => projector.stop());

    const members = Array.from({ length: 5 }, () => newId());
    let last = 0;
    for (const member of members)
      last = (await stream.events.publish(stream.subject("member", member), testEvent("Joined", member))).sequence;
    expect(await projector.waitFor(stream.name, last)).toBe(true);
    const greeted = await store.collection<{ _id: string; known: boolean }>("greetings").find({});
    expect(greeted.map((greeting) => greeting.known)).toEqual(members.map(() => true));
  });
});
