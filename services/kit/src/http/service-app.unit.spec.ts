import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ACTOR_HEADER, POSITION_HEADER } from "@kumite/contracts/http";
import { signActor } from "../actor.ts";
import { Conflict } from "../errors.ts";
import type { Projector } from "../projection/projector.ts";
import { noteWritten } from "../written.ts";
import { createServiceApp, READ_BEHIND, STARTING } from "./service-app.ts";

const SECRET = "unit-test-secret-unit-test-secret-unit";

async function app(readiness = {}) {
  const service = await createServiceApp({ name: "dojo", actorSecret: SECRET, logger: false, readiness });
  service.post(
    "/api/things",
    {
      schema: {
        body: z.object({ name: z.string().min(2), size: z.number().int() }),
        response: { 200: z.object({ owner: z.string(), name: z.string(), size: z.number() }) },
      },
    },
    async (request) => ({ owner: request.memberId, ...request.body }),
  );
  // A write as a route writes it: it returns what it made, and the kit says where it landed.
  service.post("/api/things/:name/grow", async (request) => {
    noteWritten({ stream: "DOJO", sequence: 41 });
    noteWritten({ stream: "DOJO", sequence: 42 });
    noteWritten({ stream: "IDENTITY", sequence: 7 });
    return { grown: (request.params as { name: string }).name };
  });
  service.get("/api/things/:name", async (request) => {
    noteWritten({ stream: "DOJO", sequence: 43 });
    return { name: (request.params as { name: string }).name };
  });
  service.get("/api/open", { config: { open: true } }, async (request) => ({
    signedIn: request.actor.userId !== null,
  }));
  service.get("/api/conflict", async () => {
    throw new Conflict("Already a member");
  });
  service.get("/api/bug", async () => {
    throw new Error("secret internals");
  });
  return service;
}
/** The gateway's header for this caller and this call. */
const as = (userId: string | null, method: string, url: string) => ({
  [ACTOR_HEADER]: signActor(userId, SECRET, { method, url }),
});

describe("service bootstrap", () => {
  it("answers malformed input with 400, the failing fields and no stack", async () => {
    const reply = await (
      await app()
    ).inject({
      method: "POST",
      url: "/api/things",
      headers: as("u1", "POST", "/api/things"),
      payload: { name: "x", size: 1.5 },
    });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(["name", "size"]);
    expect(body.message).toMatch(/^Invalid body: /);
  });

  it("maps typed errors to their status, and hides anything else behind a 500", async () => {
    const service = await app();
    expect((await service.inject({ url: "/api/conflict", headers: as("u1", "GET", "/api/conflict") })).json()).toEqual({
      message: "Already a member",
      code: "conflict",
    });
    expect((await service.inject({ url: "/api/conflict", headers: as("u1", "GET", "/api/conflict") })).statusCode).toBe(
      409,
    );
    const bug = await service.inject({ url: "/api/bug", headers: as("u1", "GET", "/api/bug") });
    expect(bug.statusCode).toBe(500);
    expect(bug.body).not.toContain("secret internals");
  });

  it("takes the actor from the signed header only, and refuses unsigned calls", async () => {
    const service = await app();
    const ok = await service.inject({
      method: "POST",
      url: "/api/things",
      headers: as("u1", "POST", "/api/things"),
      payload: { name: "ok", size: 2 },
    });
    expect(ok.json().owner).toBe("u1");
    expect(
      (await service.inject({ method: "POST", url: "/api/things", payload: { name: "ok", size: 2 } })).statusCode,
    ).toBe(401);
    const signedOut = await service.inject({
      method: "POST",
      url: "/api/things",
      headers: as(null, "POST", "/api/things"),
      payload: { name: "ok", size: 2 },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Sign in to continue", code: "auth.required" });
  });

  it("lets a signed-out visitor call a route declared open, and only those", async () => {
    const service = await app();
    const open = await service.inject({ url: "/api/open", headers: as(null, "GET", "/api/open") });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ signedIn: false });
    expect((await service.inject({ url: "/api/conflict", headers: as(null, "GET", "/api/conflict") })).statusCode).toBe(
      401,
    );
  });

  it("documents its API routes as OpenAPI 3, open ones without a session", async () => {
    const service = await app();
    const document = (await service.inject({ url: "/openapi.json" })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/bug",
      "/api/conflict",
      "/api/open",
      "/api/things",
      "/api/things/{name}",
      "/api/things/{name}/grow",
    ]);
    const things = document.paths["/api/things"].post;
    expect(things.requestBody.content["application/json"].schema.required).toEqual(["name", "size"]);
    expect(things.responses["200"].content["application/json"].schema.properties.owner).toEqual({ type: "string" });
    expect(things.responses["409"]).toBeDefined();
    expect(things.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/open"].get.security).toEqual([]);
  });

  it("is healthy without a signature, and ready only when every check answers", async () => {
    expect((await (await app()).inject({ url: "/healthz" })).statusCode).toBe(200);
    const ready = await (await app({ nats: async () => "pong" })).inject({ url: "/readyz" });
    expect(ready.json()).toEqual({ status: "ready", checks: { nats: "ok" } });
    const notReady = await (
      await app({ nats: async () => "pong", redis: async () => Promise.reject(new Error("connection refused")) })
    ).inject({ url: "/readyz" });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().checks).toEqual({ nats: "ok", redis: "connection refused" });
  });

  it("tells a write's caller where its writes landed, the furthest in each stream, and a read nothing", async () => {
    const service = await app();
    const grown = await service.inject({
      method: "POST",
      url: "/api/things/belt/grow",
      headers: as("u1", "POST", "/api/things/belt/grow"),
    });
    expect(grown.json()).toEqual({ grown: "belt" });
    expect(grown.headers[POSITION_HEADER]).toBe("DOJO:42,IDENTITY:7");
    const read = await service.inject({
      method: "GET",
      url: "/api/things/belt",
      headers: as("u1", "GET", "/api/things/belt"),
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers[POSITION_HEADER]).toBeUndefined();
  });

  it("answers 404 JSON for an unknown route", async () => {
    const reply = await (await app()).inject({ url: "/nothing", headers: as("u1", "GET", "/nothing") });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toContain("/nothing");
  });

  it("answers every API call 503 with Retry-After until its read models have caught up, then serves", async () => {
    let replaying = true;
    const checkCaughtUp = () => {
      if (replaying) throw new Error("replaying SOCIAL: 604 of 2096");
    };
    const projector = { checkCaughtUp, checkReady: checkCaughtUp, waitFor: async () => true } as unknown as Projector;
    const service = await createServiceApp({ name: "social", actorSecret: SECRET, logger: false, projector });
    service.get("/api/posts", async () => ["a post"]);

    const starting = await service.inject({ url: "/api/posts", headers: as("u1", "GET", "/api/posts") });
    expect(starting.statusCode).toBe(503);
    expect(starting.headers["retry-after"]).toBe("1");
    expect(starting.json()).toEqual({ message: STARTING, code: "service.starting" });
    expect((await service.inject({ url: "/readyz" })).statusCode).toBe(503);
    expect((await service.inject({ url: "/healthz" })).statusCode).toBe(200);

    replaying = false;
    expect((await service.inject({ url: "/api/posts", headers: as("u1", "GET", "/api/posts") })).json()).toEqual([
      "a post",
    ]);
    // Caught up once is enough: a later lag (a burst of events) never turns the API away again.
    replaying = true;
    expect((await service.inject({ url: "/api/posts", headers: as("u1", "GET", "/api/posts") })).statusCode).toBe(200);
  });

  it("tells a read whose write is not applied in time to ask again, and answers one from beyond the log at once", async () => {
    const applied = new Map([["SOCIAL", 10]]);
    const logEnd = 20;
    const projector = {
      checkCaughtUp: () => undefined,
      waitFor: async (stream: string, sequence: number) => (applied.get(stream) ?? 0) >= sequence,
      logHolds: async (_stream: string, sequence: number) => sequence <= logEnd,
    } as unknown as Projector;
    const service = await createServiceApp({ name: "social", actorSecret: SECRET, logger: false, projector });
    service.get("/api/posts", async () => ["a post"]);
    const read = (position: string) =>
      service.inject({ url: "/api/posts", headers: { ...as("u1", "GET", "/api/posts"), [POSITION_HEADER]: position } });

    const behind = await read("SOCIAL:15");
    expect(behind.statusCode).toBe(503);
    expect(behind.headers["retry-after"]).toBe("1");
    expect(behind.json()).toEqual({ message: READ_BEHIND, code: "read.behind" });
    expect((await read("SOCIAL:999999999")).statusCode).toBe(200);
    applied.set("SOCIAL", 15);
    expect((await read("SOCIAL:15")).json()).toEqual(["a post"]);
  });
});
