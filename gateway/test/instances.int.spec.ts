import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { testConnections, type TestConnections } from "@kumite/kit/testing/harness";
import { buildGateway } from "../src/app.ts";
import { TEST_ACTOR_SECRET } from "./stack.ts";

// A service run as two instances behind the gateway, each a stand-in that records the calls it
// read: calls take turns over both, one that stops is left out without a client noticing, one that
// comes back is used again, and a call cut off after it was sent goes on to the other instance
// only when sending it twice is harmless.

const cookie = `${SESSION_COOKIE}=the-session`;
/** Instance "a" reads a call to this path and then drops the connection without an answer. */
const DROPPED_BY_A = "/api/posts/dropped-by-a";
/** Instance "a" refuses a call to this path as a Fastify server that is shutting down does. */
const CLOSING_AT_A = "/api/posts/closing-at-a";

type Instance = { name: string; server: Server; url: string; port: number; calls: string[] };
let a: Instance;
let b: Instance;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let connections: TestConnections;

async function startInstance(name: string, port = 0): Promise<Instance> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    if (request.url === "/readyz") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ready"}');
      return;
    }
    request.resume();
    request.on("end", () => {
      calls.push(`${request.method} ${request.url}`);
      if (request.url === DROPPED_BY_A && name === "a") return request.socket.destroy();
      if (request.url === CLOSING_AT_A && name === "a") {
        // What Fastify answers once it is closing (return503OnClosing), before any handler runs.
        response.writeHead(503, { "content-type": "application/json", connection: "close" });
        response.end('{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}');
        return;
      }
      if (request.url === "/api/posts/starting") {
        response.writeHead(503, { "retry-after": "1", "content-type": "application/json" });
        response.end('{"message":"Starting","code":"service.starting"}');
        return;
      }
      response.writeHead(request.method === "POST" ? 201 : 200, { "content-type": "application/json" });
      response.end(JSON.stringify({ instance: name }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return { name, server, url: `http://127.0.0.1:${bound}`, port: bound, calls };
}

async function stop(instance: Instance): Promise<void> {
  const closed = new Promise((resolve) => instance.server.close(resolve));
  instance.server.closeAllConnections();
  await closed;
}

const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, headers: Record<string, string> = {}) =>
  gateway.inject({
    method,
    url,
    headers: { cookie, ...headers },
    ...(method === "GET" || method === "DELETE" ? {} : { payload: "{}" }),
  });

beforeAll(async () => {
  a = await startInstance("a");
  b = await startInstance("b");
  connections = await testConnections("instances");
  gateway = await buildGateway({
    upstreams: Object.fromEntries(SERVICE_NAMES.map((name) => [name, [a.url, b.url]])) as Record<ServiceName, string[]>,
    sessions: { resolve: async (id) => (id === "the-session" ? "member-instances" : null), forget: () => {} },
    redis: connections.redis,
    nats: connections.nats.connection,
    actorSecret: TEST_ACTOR_SECRET,
    authRateLimit: 10_000,
    logger: false,
  });
});
beforeEach(() => {
  a.calls.length = 0;
  b.calls.length = 0;
});
afterAll(async () => {
  await gateway?.close();
  await Promise.all([a, b].filter(Boolean).map(stop));
  await connections?.close();
});

it("spreads calls over both instances", async () => {
  for (let n = 0; n < 10; n++) expect((await call("GET", `/api/posts/${n}`)).statusCode).toBe(200);
  expect(a.calls).toHaveLength(5);
  expect(b.calls).toHaveLength(5);
});

it("passes an instance's 503 on as it is, without trying the other", async () => {
  const reply = await call("GET", "/api/posts/starting");
  expect(reply.statusCode).toBe(503);
  expect(reply.headers["retry-after"]).toBe("1");
  expect(a.calls.length + b.calls.length).toBe(1);
});

it("answers a write cut off after it was sent 502 service.outcome-unknown, and does not send it again", async () => {
  // Two calls in a row: one of them starts at instance a, which drops it.
  const replies = [await call("POST", DROPPED_BY_A), await call("POST", DROPPED_BY_A)];
  const statuses = replies.map((reply) => reply.statusCode).sort();
  expect(statuses).toEqual([201, 502]);
  const unknown = replies.find((reply) => reply.statusCode === 502)!;
  expect(unknown.json()).toMatchObject({ code: "service.outcome-unknown" });
  expect(unknown.json().message).toMatch(/may or may not have been saved/);
  expect(a.calls).toEqual([`POST ${DROPPED_BY_A}`]);
  expect(b.calls).toEqual([`POST ${DROPPED_BY_A}`]);
});

it("sends a cut-off write carrying an Idempotency-Key on to the other instance", async () => {
  const replies = [
    await call("POST", DROPPED_BY_A, { [IDEMPOTENCY_KEY_HEADER]: "key-1" }),
    await call("POST", DROPPED_BY_A, { [IDEMPOTENCY_KEY_HEADER]: "key-2" }),
  ];
  expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
  expect(replies.map((reply) => reply.json().instance)).toEqual(["b", "b"]);
  expect(a.calls).toHaveLength(1);
  expect(b.calls).toHaveLength(2);
});

it("sends a cut-off PUT, PATCH or DELETE on to the other instance only when it carries an Idempotency-Key", async () => {
  for (const method of ["PUT", "PATCH", "DELETE"] as const) {
    const keyed = [
      await call(method, DROPPED_BY_A, { [IDEMPOTENCY_KEY_HEADER]: `${method}-1` }),
      await call(method, DROPPED_BY_A, { [IDEMPOTENCY_KEY_HEADER]: `${method}-2` }),
    ];
    expect(keyed.map((reply) => reply.json().instance)).toEqual(["b", "b"]);
    const bare = [await call(method, DROPPED_BY_A), await call(method, DROPPED_BY_A)];
    expect(bare.map((reply) => reply.statusCode).sort(), method).toEqual([200, 502]);
  }
});

it("sends a cut-off read on to the other instance", async () => {
  const replies = [await call("GET", DROPPED_BY_A), await call("GET", DROPPED_BY_A)];
  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
  expect(a.calls).toHaveLength(1);
  expect(b.calls).toHaveLength(2);
});

it("sends a call refused by an instance that is shutting down on to the other, whatever its method", async () => {
  const replies = [await call("POST", CLOSING_AT_A), await call("POST", CLOSING_AT_A)];
  expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
  expect(replies.map((reply) => reply.json())).toEqual([{ instance: "b" }, { instance: "b" }]);
  expect(a.calls).toEqual([`POST ${CLOSING_AT_A}`]);
  expect(b.calls).toHaveLength(2);
});

it("leaves out an instance that stopped, unnoticed by clients, and uses it again once it is ready", async () => {
  await stop(a);
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (let n = 0; n < 10; n++) {
    // Writes without a key too: a call that never reached an instance may go to another.
    const reply = n % 2 === 0 ? await call("GET", `/api/posts/${n}`) : await call("POST", "/api/posts");
    expect(reply.statusCode).toBe(n % 2 === 0 ? 200 : 201);
    expect(reply.json()).toEqual({ instance: "b" });
  }
  expect(b.calls).toHaveLength(10);

  a = await startInstance("a", a.port);
  const backBy = Date.now() + 5_000;
  while (a.calls.length === 0 && Date.now() < backBy) {
    expect((await call("GET", "/api/posts/again")).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(a.calls.length).toBeGreaterThan(0);
  const metrics = await gateway.inject({ method: "GET", url: "/metrics" });
  expect(metrics.body).toContain(`kumite_gateway_upstream_ready{service="social",instance="${a.url}"} 1`);
});
