import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { liveSubject, type LiveEvent } from "@kumite/contracts/live";
import { SessionStore } from "@kumite/kit/sessions";
import { testConnections } from "@kumite/kit/testing/harness";
import { SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { buildGateway } from "../src/app.ts";
import { cachedSessions } from "../src/session-cache.ts";
import { SseClient } from "./sse-client.ts";
import { startStack, TEST_ACTOR_SECRET, type Stack } from "./stack.ts";

// GET /api/stream: the signed-in member's Server-Sent-Events stream, relaying NATS core
// `live.user.<id>` (DESIGN.md, "Real time"), read here over a real socket as a browser would.

const HEARTBEAT_MS = 150;

let stack: Stack;
let base: string;
const open: SseClient[] = [];
beforeAll(async () => {
  stack = await startStack({ gateway: { streamHeartbeatMs: HEARTBEAT_MS } });
  base = await stack.gateway.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => {
  await stack?.close();
});

async function stream(cookie: string | undefined, headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await SseClient.open(base, { ...(cookie ? { cookie } : {}), ...headers });
  open.push(client);
  return client;
}

/** A stream past its `ready`: what is published from now on reaches it. */
async function readyStream(cookie: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await stream(cookie, headers);
  expect(client.status).toBe(200);
  await client.next((event) => event.event === "ready");
  return client;
}

const publish = async (memberId: string, event: LiveEvent | string) => {
  stack.nats.publish(liveSubject(memberId), typeof event === "string" ? event : JSON.stringify(event));
  await stack.nats.flush();
};
const message = (otherId: string): LiveEvent => ({
  type: "message",
  otherId,
  messageId: `m-${Math.random().toString(36).slice(2)}`,
});
const dataOf = (client: SseClient) => client.events.map((event) => JSON.parse(event.data) as Record<string, unknown>);

/** Subscriptions a NATS connection holds (the client's own count, not the gateway's). */
const subscriptionsOf = (connection: Stack["nats"]) =>
  (connection as unknown as { protocol: { subscriptions: { size(): number } } }).protocol.subscriptions.size();
const natsSubscriptions = () => subscriptionsOf(stack.nats);

async function gauge(name: string): Promise<number> {
  const text = (await stack.gateway.inject({ method: "GET", url: "/metrics" })).body;
  const line = text
    .split("\n")
    .find((candidate) => candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `));
  return Number(line?.split(" ").pop());
}

async function eventually(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("opening the stream", () => {
  it("answers 401 JSON to a signed-out visitor, with no cookie or a made-up one", async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=made-up`]) {
      const reply = await stack.gateway.inject({
        method: "GET",
        url: "/api/stream",
        headers: cookie ? { cookie } : {},
      });
      expect(reply.statusCode).toBe(401);
      expect(reply.headers["content-type"]).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ message: "Sign in to continue", code: "auth.required" });
    }
    const client = await stream(undefined);
    expect(client.status).toBe(401);
    expect(JSON.parse(await client.text())).toEqual({ message: "Sign in to continue", code: "auth.required" });
  });

  it("is an event stream, uncached and unbuffered, with the gateway's security headers, opening with ready", async () => {
    const { cookie } = await stack.signUp();
    const client = await stream(cookie);
    expect(client.status).toBe(200);
    expect(client.headers["content-type"]).toBe("text/event-stream");
    expect(client.headers["cache-control"]).toBe("no-cache");
    expect(client.headers["x-accel-buffering"]).toBe("no");
    expect(client.headers["content-encoding"]).toBeUndefined();
    expect(client.headers["content-length"]).toBeUndefined();
    expect(client.headers["x-content-type-options"]).toBe("nosniff");
    expect(client.headers["content-security-policy"]).toContain("connect-src 'self'");
    const ready = await client.next((event) => event.event === "ready");
    expect(client.events[0]).toBe(ready);
    expect(JSON.parse(ready.data)).toEqual({ resync: false });
    expect(ready.id).toBe("1");
    expect(client.retry).toBeGreaterThanOrEqual(1000);
  });

  it("says resync to a browser that reconnects with Last-Event-ID", async () => {
    const { cookie } = await stack.signUp();
    const client = await readyStream(cookie, { "last-event-id": "42" });
    expect(JSON.parse(client.events[0]!.data)).toEqual({ resync: true });
  });
});

describe("relaying", () => {
  it("relays what is published to the member's subject as events, with increasing ids", async () => {
    const { user, cookie } = await stack.signUp();
    const client = await readyStream(cookie);
    const events: LiveEvent[] = [
      message("someone"),
      { type: "group_message", groupId: "g1", messageId: "m1" },
      { type: "notification", notificationId: "n1" },
      { type: "connection", connectionId: "c1" },
      { type: "typing", fromId: "someone", name: "Line one\nand two" },
    ];
    for (const event of events) await publish(user.id, event);
    await client.until(() => client.events.length === 1 + events.length, 2000, "every event");
    expect(client.events.slice(1).map((event) => event.event)).toEqual(events.map((event) => event.type));
    expect(dataOf(client).slice(1)).toEqual(events);
    expect(client.events.map((event) => Number(event.id))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("never gives a member another member's events", async () => {
    const a = await stack.signUp();
    const b = await stack.signUp();
    const aStream = await readyStream(a.cookie);
    const bStream = await readyStream(b.cookie);
    const forA = message(b.user.id);
    const forB = message(a.user.id);
    await publish(a.user.id, forA);
    await publish(b.user.id, forB);
    // Published last, so once each has it, the other's would have arrived already.
    await publish(a.user.id, { type: "notification", notificationId: "last-a" });
    await publish(b.user.id, { type: "notification", notificationId: "last-b" });
    await aStream.next((event) => event.data.includes("last-a"));
    await bStream.next((event) => event.data.includes("last-b"));
    expect(dataOf(aStream).slice(1)).toEqual([forA, { type: "notification", notificationId: "last-a" }]);
    expect(dataOf(bStream).slice(1)).toEqual([forB, { type: "notification", notificationId: "last-b" }]);
  });

  it("drops what is not a live event, and never lets a service send the gateway's ready", async () => {
    const { user, cookie } = await stack.signUp();
    const client = await readyStream(cookie);
    await publish(user.id, "not json");
    await publish(user.id, JSON.stringify([1, 2]));
    await publish(user.id, JSON.stringify({ type: "ready", resync: true }));
    await publish(user.id, JSON.stringify({ type: "evil\ndata: injected" }));
    await publish(user.id, JSON.stringify({ kind: "message" }));
    await publish(user.id, { type: "notification", notificationId: "after" });
    await client.next((event) => event.event === "notification");
    expect(client.events.map((event) => event.event)).toEqual(["ready", "notification"]);
  });

  it("sends a heartbeat comment on an idle stream", async () => {
    const { cookie } = await stack.signUp();
    const client = await readyStream(cookie);
    await client.until(() => client.comments >= 2, HEARTBEAT_MS * 10, "two heartbeats");
    expect(client.events).toHaveLength(1);
  });
});

describe("a member's streams", () => {
  // Counts below are relative: earlier tests' streams must have closed first.
  beforeEach(() =>
    eventually(async () => (await gauge("kumite_gateway_open_streams")) === 0, "earlier streams to close"),
  );

  it("gives every tab the event, on one NATS subscription, and keeps the others going when one closes", async () => {
    const { user, cookie } = await stack.signUp();
    const before = natsSubscriptions();
    const subscriptionsBefore = await gauge("kumite_gateway_live_subscriptions");
    const streamsBefore = await gauge("kumite_gateway_open_streams");
    const first = await readyStream(cookie);
    const second = await readyStream(cookie);
    expect(natsSubscriptions()).toBe(before + 1);
    expect(await gauge("kumite_gateway_live_subscriptions")).toBe(subscriptionsBefore + 1);
    expect(await gauge("kumite_gateway_open_streams")).toBe(streamsBefore + 2);

    await publish(user.id, { type: "notification", notificationId: "both" });
    await first.next((event) => event.data.includes("both"));
    await second.next((event) => event.data.includes("both"));

    first.close();
    await eventually(
      async () => (await gauge("kumite_gateway_open_streams")) === streamsBefore + 1,
      "the first stream to close",
    );
    expect(natsSubscriptions()).toBe(before + 1);
    await publish(user.id, { type: "notification", notificationId: "second only" });
    await second.next((event) => event.data.includes("second only"));
    expect(first.events.some((event) => event.data.includes("second only"))).toBe(false);

    second.close();
    await eventually(() => natsSubscriptions() === before, "the subscription to go");
    expect(await gauge("kumite_gateway_live_subscriptions")).toBe(subscriptionsBefore);
    expect(await gauge("kumite_gateway_open_streams")).toBe(streamsBefore);
  });

  it("leaves no subscription behind when many streams of many members come and go", async () => {
    const before = natsSubscriptions();
    const members = await Promise.all([1, 2, 3].map(() => stack.signUp()));
    const clients = await Promise.all(
      members.flatMap(({ cookie }) => [readyStream(cookie), readyStream(cookie), stream(cookie)]),
    );
    expect(natsSubscriptions()).toBe(before + 3);
    for (const client of clients) client.close();
    await eventually(() => natsSubscriptions() === before, "every subscription to go");
    expect(await gauge("kumite_gateway_open_streams")).toBe(0);
  });

  it("ends the stream once the session ends (sign-out), at the next heartbeat", async () => {
    const { cookie } = await stack.signUp();
    const client = await readyStream(cookie);
    const reply = await stack.gateway.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(reply.statusCode).toBe(204);
    await client.until(() => client.ended, HEARTBEAT_MS * 10, "the stream to end");
  });
});

describe("closing the gateway", () => {
  it("ends open streams so that close() does not wait for the browsers", async () => {
    const { cookie } = await stack.signUp();
    // A gateway of its own, on the sessions' Redis and a NATS connection of its own.
    const connections = await testConnections("live-stream-close");
    const subscriber = connections.redis.duplicate();
    const gateway = await buildGateway({
      upstreams: Object.fromEntries(SERVICE_NAMES.map((name) => [name, "http://127.0.0.1:9"])) as Record<
        ServiceName,
        string
      >,
      sessions: await cachedSessions(new SessionStore(connections.redis), subscriber),
      redis: connections.redis,
      nats: connections.nats.connection,
      actorSecret: TEST_ACTOR_SECRET,
      authRateLimit: 100,
      logger: false,
    });
    const subscriptions = () => subscriptionsOf(connections.nats.connection);
    try {
      const before = subscriptions();
      const url = await gateway.listen({ port: 0, host: "127.0.0.1" });
      const client = await SseClient.open(url, { cookie });
      await client.next((event) => event.event === "ready");
      expect(subscriptions()).toBe(before + 1);
      const started = Date.now();
      await gateway.close();
      expect(Date.now() - started).toBeLessThan(1000);
      await client.until(() => client.ended, 1000, "the stream to end");
      expect(subscriptions()).toBe(before);
    } finally {
      await gateway.close();
      await subscriber.quit();
      await connections.close();
    }
  });
});
