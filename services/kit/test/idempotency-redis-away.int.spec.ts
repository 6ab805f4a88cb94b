import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { z } from "zod";
import { ACTOR_HEADER, IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import { startTcpProxy, type TcpProxy } from "../../../infra/test/tcp-proxy.ts";
import { signActor } from "../src/actor.ts";
import { createServiceApp } from "../src/http/service-app.ts";

// A write carrying an Idempotency-Key needs Redis to keep its reply. With Redis gone (however
// long), ioredis holds each command through reconnections that grow apart, up to seconds: the
// write is refused, 503 `request.unavailable`, within two seconds instead, and taken again once
// Redis is back.

const SECRET = "idempotency-redis-away-secret-for-tests";
let proxy: TcpProxy;
let redis: Redis;
let service: Awaited<ReturnType<typeof createServiceApp>>;
let written = 0;

beforeAll(async () => {
  const { hostname, port } = new URL(inject("redisUrl"));
  proxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
  redis = new Redis(`redis://${proxy.address}/9`, { maxRetriesPerRequest: 2 }).on("error", () => undefined);
  service = await createServiceApp({ name: "notes", actorSecret: SECRET, logger: false, redis });
  service.post(
    "/api/notes",
    { schema: { response: { 201: z.object({ written: z.number() }) } } },
    async (_request, reply) => reply.code(201).send({ written: ++written }),
  );
});
afterAll(async () => {
  await service?.close();
  redis?.disconnect();
  await proxy?.close();
});

const write = (key: string) =>
  service.inject({
    method: "POST",
    url: "/api/notes",
    headers: {
      [ACTOR_HEADER]: signActor("ana", SECRET, { method: "POST", url: "/api/notes" }),
      [IDEMPOTENCY_KEY_HEADER]: key,
    },
  });

it("refuses a keyed write within two seconds however long Redis has been gone, and takes it once Redis is back", async () => {
  expect((await write(`before-${Date.now()}`)).statusCode).toBe(201);
  proxy.cut();
  // Gone for five seconds: ioredis's reconnections are far apart by now.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const writtenBefore = written;
  for (const attempt of [1, 2]) {
    const started = performance.now();
    const refused = await write(`during-${attempt}-${Date.now()}`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect([refused.statusCode, refused.json().code]).toEqual([503, "request.unavailable"]);
  }
  expect(written).toBe(writtenBefore);
  proxy.mend();
  await expect.poll(async () => (await write(`after-${Date.now()}`)).statusCode, { timeout: 10_000 }).toBe(201);
});
