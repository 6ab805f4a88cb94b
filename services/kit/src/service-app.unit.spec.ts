import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ACTOR_HEADER } from "@kumite/contracts/http";
import { signActor } from "./actor.ts";
import { Conflict } from "./errors.ts";
import { createServiceApp, signedInUser } from "./service-app.ts";

const SECRET = "unit-test-secret-unit-test-secret-unit";

function app(readiness = {}) {
  const service = createServiceApp({ name: "dojo", actorSecret: SECRET, logger: false, readiness });
  service.post("/things", { schema: { body: z.object({ name: z.string().min(2), size: z.number().int() }) } }, async (request) => ({
    owner: signedInUser(request),
    ...request.body,
  }));
  service.get("/conflict", async () => {
    throw new Conflict("Already a member");
  });
  service.get("/bug", async () => {
    throw new Error("secret internals");
  });
  return service;
}
const as = (userId: string | null) => ({ [ACTOR_HEADER]: signActor(userId, SECRET) });

describe("service bootstrap", () => {
  it("answers malformed input with 400, the failing fields and no stack", async () => {
    const reply = await app().inject({ method: "POST", url: "/things", headers: as("u1"), payload: { name: "x", size: 1.5 } });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(["name", "size"]);
    expect(body.message).toMatch(/^Invalid body: /);
  });

  it("maps typed errors to their status, and hides anything else behind a 500", async () => {
    const service = app();
    expect((await service.inject({ url: "/conflict", headers: as("u1") })).json()).toEqual({ message: "Already a member" });
    expect((await service.inject({ url: "/conflict", headers: as("u1") })).statusCode).toBe(409);
    const bug = await service.inject({ url: "/bug", headers: as("u1") });
    expect(bug.statusCode).toBe(500);
    expect(bug.body).not.toContain("secret internals");
  });

  it("takes the actor from the signed header only, and refuses unsigned calls", async () => {
    const service = app();
    const ok = await service.inject({ method: "POST", url: "/things", headers: as("u1"), payload: { name: "ok", size: 2 } });
    expect(ok.json().owner).toBe("u1");
    expect((await service.inject({ method: "POST", url: "/things", payload: { name: "ok", size: 2 } })).statusCode).toBe(401);
    const signedOut = await service.inject({ method: "POST", url: "/things", headers: as(null), payload: { name: "ok", size: 2 } });
    expect(signedOut.statusCode).toBe(401);
  });

  it("is healthy without a signature, and ready only when every check answers", async () => {
    expect((await app().inject({ url: "/healthz" })).statusCode).toBe(200);
    const ready = await app({ nats: async () => "pong" }).inject({ url: "/readyz" });
    expect(ready.json()).toEqual({ status: "ready", checks: { nats: "ok" } });
    const notReady = await app({ nats: async () => "pong", redis: async () => Promise.reject(new Error("connection refused")) }).inject({ url: "/readyz" });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().checks).toEqual({ nats: "ok", redis: "connection refused" });
  });

  it("answers 404 JSON for an unknown route", async () => {
    const reply = await app().inject({ url: "/nothing", headers: as("u1") });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toContain("/nothing");
  });
});
