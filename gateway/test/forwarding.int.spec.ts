import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ACTOR_HEADER, REQUEST_ID_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { verifyActor } from "@kumite/kit/http";
import { testConnections, type TestConnections } from "@kumite/kit/testing/harness";
import { buildGateway } from "../src/app.ts";
import { TEST_ACTOR_SECRET } from "./stack.ts";

// The hop itself, against a stand-in service that records what reached it and answers as told:
// what goes on to the service and what comes back, byte for byte, header by header, and what the
// client hears when the service fails.

const MEMBER = "member-forwarding";
const cookie = `${SESSION_COOKIE}=the-session`;
const ONE_MB = 1024 * 1024;

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
let received: Received[] = [];
let service: Server;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let connections: TestConnections;

beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (request.url === "/api/posts/large") {
        // Unsized and over the size the gateway relays whole: streamed through.
        response.writeHead(200, { "content-type": "application/octet-stream" });
        for (let part = 0; part < 4; part++) response.write(Buffer.alloc(ONE_MB / 4, part + 1));
        response.end();
      } else if (request.url === "/api/posts/starting") {
        response.writeHead(503, { "retry-after": "1", "content-type": "application/json" });
        response.end('{"message":"Starting","code":"service.starting"}');
      } else if (request.url === "/api/posts/drops") {
        request.socket.destroy();
      } else {
        response.writeHead(201, {
          "content-type": "application/json",
          "x-from-service": "kept",
          "keep-alive": "timeout=5",
        });
        response.end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  connections = await testConnections("forwarding");
  gateway = await buildGateway({
    upstreams: Object.fromEntries(SERVICE_NAMES.map((name) => [name, url])) as Record<ServiceName, string>,
    sessions: { resolve: async (id) => (id === "the-session" ? MEMBER : null), forget: () => {} },
    redis: connections.redis,
    nats: connections.nats.connection,
    actorSecret: TEST_ACTOR_SECRET,
    authRateLimit: 10_000,
    logger: false,
  });
});
beforeEach(() => {
  received = [];
});
afterAll(async () => {
  await gateway?.close();
  service?.close();
  await connections?.close();
});

it("passes the call on as sent, with end-to-end headers only and its own signed actor and request id", async () => {
  const body = '{ "content" : "kept as sent", "n": 1.50 }';
  const reply = await gateway.inject({
    method: "POST",
    url: "/api/posts?b=2&a=%7e",
    payload: body,
    headers: {
      cookie,
      "content-type": "application/json; charset=utf-8",
      "x-client-header": "kept",
      connection: "keep-alive, x-named-in-connection",
      "x-named-in-connection": "dropped",
      "keep-alive": "timeout=100",
      "proxy-authorization": "Basic c2VjcmV0",
      [ACTOR_HEADER]: `someone-else.${Date.now()}.forged`,
      [REQUEST_ID_HEADER]: "chosen-by-the-client",
    },
  });
  expect(reply.statusCode).toBe(201);
  const [call] = received;
  expect(call).toMatchObject({ method: "POST", url: "/api/posts?b=2&a=%7e" });
  expect(call!.body.toString()).toBe(body);
  expect(call!.headers).toMatchObject({
    "content-type": "application/json; charset=utf-8",
    "x-client-header": "kept",
    cookie,
    "content-length": String(Buffer.byteLength(body)),
  });
  for (const name of ["x-named-in-connection", "keep-alive", "proxy-authorization"])
    expect(call!.headers[name], name).toBeUndefined();
  expect(call!.headers[REQUEST_ID_HEADER]).toEqual(expect.any(String));
  expect(call!.headers[REQUEST_ID_HEADER]).not.toBe("chosen-by-the-client");
  const actor = verifyActor(call!.headers[ACTOR_HEADER] as string, TEST_ACTOR_SECRET, call!);
  expect(actor).toEqual({ userId: MEMBER });
});

it("adds no content type to a body sent without one", async () => {
  await gateway.inject({ method: "POST", url: "/api/posts", payload: "plain bytes", headers: { cookie } });
  expect(received[0]!.body.toString()).toBe("plain bytes");
  expect(received[0]!.headers["content-type"]).toBeUndefined();
});

it("returns the service's status, its end-to-end headers and body, without its hop-by-hop ones", async () => {
  const reply = await gateway.inject({ method: "POST", url: "/api/posts", payload: "{}", headers: { cookie } });
  expect(reply.statusCode).toBe(201);
  expect(reply.headers["x-from-service"]).toBe("kept");
  expect(reply.headers["keep-alive"]).toBeUndefined();
  expect(reply.json()).toEqual({ ok: true });
});

it("streams a large reply through unchanged", async () => {
  const reply = await gateway.inject({ method: "GET", url: "/api/posts/large", headers: { cookie } });
  expect(reply.statusCode).toBe(200);
  expect(reply.rawPayload.length).toBe(ONE_MB);
  for (let part = 0; part < 4; part++) expect(reply.rawPayload[part * (ONE_MB / 4)]).toBe(part + 1);
});

it("passes a service's 503 on at once, for the client to retry", async () => {
  const reply = await gateway.inject({ method: "GET", url: "/api/posts/starting", headers: { cookie } });
  expect(reply.statusCode).toBe(503);
  expect(reply.headers["retry-after"]).toBe("1");
  expect(received).toHaveLength(1);
});

it("answers 502 with its code when the service drops the connection", async () => {
  const reply = await gateway.inject({ method: "GET", url: "/api/posts/drops", headers: { cookie } });
  expect(reply.statusCode).toBe(502);
  expect(reply.json()).toEqual({ message: "The social service did not answer", code: "service.failed" });
});
