import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Unavailable } from "../src/errors.ts";
import { EventStore } from "../src/event-store.ts";
import { connectNats, type Nats } from "../src/nats.ts";
import { startAckDroppingProxy, type AckDroppingProxy } from "../src/testing/ack-dropping-proxy.ts";
import { testEvent, testStream, type TestStream, testNatsUrl } from "../src/testing/connections.ts";
import "../src/testing/provided-context.ts";

// What an append answers when the log's reply is lost: a message that reached the log is never
// reported as not saved. The event store talks to NATS through a proxy that drops the server's
// replies; the test checks the log itself over a connection of its own.

let test: TestStream;
let proxy: AckDroppingProxy;
let nats: Nats;
let store: EventStore;

beforeAll(async () => {
  test = await testStream("OUTCOMES");
  proxy = await startAckDroppingProxy(testNatsUrl());
  nats = await connectNats(proxy.url, "outcomes");
  store = new EventStore(nats);
});
afterEach(async () => {
  // Each test leaves the connection broken one way or another: the next starts on a fresh one.
  const reconnected = statusSeen("reconnect");
  proxy.reconnect();
  await reconnected;
});
afterAll(async () => {
  await nats.connection.close();
  await proxy.close();
  await test.remove();
});

/** Resolves at the client's next status event of this type. */
const statusSeen = async (type: "reconnect" | "disconnect") => {
  for await (const status of nats.connection.status()) if (status.type === type) return;
};
const until = async (condition: () => boolean | Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("waited in vain");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
/** The messages the log holds on a subject, read past the proxy. */
const stored = async (subject: string) =>
  (await test.connections.nats.jsm.streams.info(test.name, { subjects_filter: subject })).state.subjects?.[subject] ??
  0;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null).catch((error: unknown) => error);

describe("an append whose ack is lost", () => {
  it("resolves as stored, once, when the connection comes back in time", async () => {
    const subject = test.subject("counter", "lost-ack");
    proxy.dropReplies();
    const appended = store.append(subject, [testEvent("Counted", "lost-ack")], 0);
    await until(async () => (await stored(subject)) === 1);
    proxy.reconnect();

    const position = await appended;
    expect(position.stream).toBe(test.name);
    const last = await test.connections.nats.jsm.streams.getMessage(test.name, { last_by_subj: subject });
    expect(position.sequence).toBe(last!.seq);
    expect(await stored(subject)).toBe(1);
  });

  it("says the outcome is unknown (never 'not saved') when no ack comes within the bound", async () => {
    const subject = test.subject("counter", "no-ack");
    proxy.dropReplies();
    const started = performance.now();

    const error = await failureOf(store.publish(subject, testEvent("Counted", "no-ack")));

    expect(error).toBeInstanceOf(Unavailable);
    expect((error as Unavailable).code).toBe("save.unknown");
    expect(performance.now() - started).toBeLessThan(6000);
    // It was stored, and every repeat was recognised as the same message.
    expect(await stored(subject)).toBe(1);
  }, 10_000);

  it("says not saved at once when the log was out of reach before sending, and nothing is stored", async () => {
    const subject = test.subject("counter", "away");
    const disconnected = statusSeen("disconnect");
    proxy.cut();
    await disconnected;
    const started = performance.now();

    const error = await failureOf(store.append(subject, [testEvent("Counted", "away")], 0));

    expect((error as Unavailable).code).toBe("save.unavailable");
    expect(performance.now() - started).toBeLessThan(500);
    expect(await stored(subject)).toBe(0);
  });
});
