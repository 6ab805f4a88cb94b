import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { testConnections, type TestConnections } from "@kumite/kit/testing/harness";
import { startTcpProxy, type TcpProxy } from "../../infra/test/tcp-proxy.ts";
import { buildGateway } from "../src/app.ts";
import { COUNT_WITHIN_MS } from "../src/counting.ts";
import { TEST_ACTOR_SECRET } from "./stack.ts";

// A throttle that cannot count refuses: with Redis away, sign-in, sign-up and the open calls are
// answered 503 request.unavailable with Retry-After within about a second, never a 500 and never
// after ioredis's ten-second wait, and no call reaches a service uncounted.

/** Every service at one stub that counts what reaches it and answers 401 (a wrong password). */
let reached = 0;
let service: HttpServer;
let serviceUrl: string;
let connections: TestConnections;
beforeAll(async () => {
  service = createHttpServer((request, response) => {
    reached++;
    request.resume();
    request.on("end", () => {
      response.writeHead(401, { "content-type": "application/json" });
      response.end('{"message":"Wrong email or password","code":"auth.invalid-credentials"}');
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  connections = await testConnections("throttles-redis-away");
});
afterAll(async () => {
  service?.close();
  await connections?.close();
});

/** A client whose connection errors are expected: they are what the test is about. */
const quiet = (redis: Redis) => redis.on("error", () => undefined);

async function gatewayOn(redis: Redis) {
  return buildGateway({
    upstreams: Object.fromEntries(SERVICE_NAMES.map((name) => [name, serviceUrl])) as Record<ServiceName, string>,
    sessions: { resolve: async () => null, forget: () => {} },
    redis,
    nats: connections.nats.connection,
    actorSecret: TEST_ACTOR_SECRET,
    authRateLimit: 1000,
    openRateLimit: 1000,
    logger: false,
  });
}

const CALLS = [
  {
    method: "POST",
    url: "/api/auth/login",
    payload: { email: `someone-${Date.now()}@example.com`, password: "a guess" },
  },
  { method: "POST", url: "/api/auth/register", payload: {} },
  { method: "GET", url: `/api/dojo-events/feeds/${"A".repeat(43)}` },
  { method: "POST", url: "/api/moderation/appeals", payload: { ticket: "x", text: "Please" } },
] as const;

async function expectRefusedFast(gateway: Awaited<ReturnType<typeof gatewayOn>>) {
  for (const call of CALLS) {
    const before = reached;
    const started = performance.now();
    const reply = await gateway.inject({ ...call, remoteAddress: "203.0.113.9" });
    const took = performance.now() - started;
    expect(reply.statusCode, call.url).toBe(503);
    expect(reply.headers["retry-after"], call.url).toBe("2");
    expect(reply.json(), call.url).toEqual({ message: expect.any(String), code: "request.unavailable" });
    expect(took, call.url).toBeLessThan(COUNT_WITHIN_MS + 1000);
    expect(reached - before, `${call.url} reached the service uncounted`).toBe(0);
  }
}

describe("with Redis away", () => {
  it("refuses at once when nothing listens at Redis's address", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const redis = quiet(new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 2, lazyConnect: true }));
    const gateway = await gatewayOn(redis);
    try {
      await expectRefusedFast(gateway);
    } finally {
      await gateway.close();
      redis.disconnect();
    }
  });

  it("refuses within a second when Redis takes the connection but never answers", async () => {
    const held: Socket[] = [];
    const silent: Server = createServer((socket) => held.push(socket.on("error", () => undefined)));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const redis = quiet(
      new Redis(`redis://127.0.0.1:${(silent.address() as AddressInfo).port}`, {
        maxRetriesPerRequest: 2,
        lazyConnect: true,
      }),
    );
    const gateway = await gatewayOn(redis);
    try {
      await expectRefusedFast(gateway);
    } finally {
      await gateway.close();
      redis.disconnect();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("counts again once Redis is back, on a connection cut while the gateway ran", async () => {
    const { hostname, port } = new URL(inject("redisUrl"));
    const proxy: TcpProxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    const redis = quiet(new Redis(`redis://${proxy.address}`, { maxRetriesPerRequest: 2 }));
    const gateway = await gatewayOn(redis);
    const login = CALLS[0];
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    try {
      // Counted and forwarded: the stub says the password is wrong.
      expect((await gateway.inject({ ...login, remoteAddress: address })).statusCode).toBe(401);
      proxy.cut();
      await expectRefusedFast(gateway);
      proxy.mend();
      await expect
        .poll(async () => (await gateway.inject({ ...login, remoteAddress: address })).statusCode, { timeout: 10_000 })
        .toBe(401);
    } finally {
      await gateway.close();
      redis.disconnect();
      await proxy.close();
    }
  });
});
