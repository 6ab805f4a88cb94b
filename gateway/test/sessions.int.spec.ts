import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTOR_HEADER, SESSION_COOKIE, WRITTEN_BY_HEADER } from "@kumite/contracts/http";
import { SERVICE_CATALOG, SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { signActor } from "@kumite/kit/http";
import { sessionCookieOf, startStack, TEST_ACTOR_SECRET, type Stack } from "./stack.ts";

// The session cookie is the gateway's to resolve: it calls the services as the session's member,
// with a signed actor header of its own, and lets a signed-out visitor make only the open calls.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const get = (url: string, cookie?: string) =>
  stack.gateway.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) =>
  stack.gateway.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const OPEN_CALLS = SERVICE_NAMES.flatMap(
  (service) => (SERVICE_CATALOG[service] as { openCalls?: readonly string[] }).openCalls ?? [],
);

describe("sessions", () => {
  it("calls the services as the member whose session cookie signing up set", async () => {
    const { user, reply } = await stack.signUp();
    const cookie = reply.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const session = await get("/api/auth/session", sessionCookieOf(reply));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(user);
    // A call that needs a member, to a service other than identity:
    expect((await get(`/api/users/${user.id}/posts`, sessionCookieOf(reply))).statusCode).toBe(200);
  });

  it("calls the services as the member who signed in", async () => {
    const { registration, user } = await stack.signUp();
    const reply = await login(registration.email, registration.password);
    expect(reply.statusCode).toBe(200);
    expect((await get("/api/auth/session", sessionCookieOf(reply))).json().id).toBe(user.id);
  });

  it("ends the session on logout, at once, though it had the session cached", async () => {
    const { cookie } = await stack.signUp();
    expect((await get("/api/users", cookie)).statusCode).toBe(200);
    const reply = await stack.gateway.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(reply.statusCode).toBe(204);
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(401);
    expect((await get("/api/users", cookie)).statusCode).toBe(401);
  });

  it("drops every session of a deleted account, on every device, though it had them cached", async () => {
    const { registration, user, cookie } = await stack.signUp();
    const otherDevice = sessionCookieOf(await login(registration.email, registration.password));
    // Both sessions are now resolved, so the gateway has them cached; ending them must reach it.
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(200);
    expect((await get("/api/auth/session", otherDevice)).statusCode).toBe(200);

    const reply = await stack.gateway.inject({
      method: "DELETE",
      url: "/api/auth/delete-account",
      headers: { cookie },
      payload: { password: registration.password },
    });
    expect(reply.statusCode).toBe(200);
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(401);
    expect((await get("/api/auth/session", otherDevice)).statusCode).toBe(401);
    expect((await get(`/api/users/${user.id}`, otherDevice)).statusCode).toBe(401);
  });
});

describe("a write made earlier by another member", () => {
  it("is refused, 409 session.other-member, when it names its maker and the session is another member's", async () => {
    const [ana, ben] = await Promise.all([stack.signUp(), stack.signUp()]);
    const post = (writtenBy: string, content: string) =>
      stack.call("/api/posts", ben.cookie, {
        method: "POST",
        headers: { [WRITTEN_BY_HEADER]: writtenBy },
        payload: { content, category: "Judo", authorId: ben.user.id },
      });
    const asAna = await post(ana.user.id, "Ana's words, sent from Ben's session");
    expect([asAna.statusCode, asAna.json().code]).toEqual([409, "session.other-member"]);
    // The same write, made by the member signed in, goes through.
    expect((await post(ben.user.id, "Ben's own words")).statusCode).toBe(201);
    const mine = (await stack.call(`/api/users/${ben.user.id}/posts`, ben.cookie)).json() as Array<{ content: string }>;
    expect(mine.map((one) => one.content)).toEqual(["Ben's own words"]);
  });
});

describe("signed-out calls", () => {
  it("answers 401 JSON to signed-out calls, whatever the service, with no cookie or a made-up one", async () => {
    const calls = [
      ["GET", "/api/users"],
      ["GET", "/api/users/someone"],
      ["PATCH", "/api/users/someone"],
      ["DELETE", "/api/auth/delete-account"],
      ["GET", "/api/posts"],
      ["POST", "/api/posts"],
      ["POST", "/api/comments"],
      ["GET", "/api/users/someone/posts"],
      ["GET", "/api/objects/upload"],
      ["POST", "/api/objects/upload"],
    ] as const;
    for (const cookie of [undefined, `${SESSION_COOKIE}=made-up`]) {
      for (const [method, url] of calls) {
        const reply = await stack.gateway.inject({ method, url, headers: cookie ? { cookie } : {}, payload: {} });
        expect(reply.statusCode, `${method} ${url}`).toBe(401);
        expect(reply.json()).toEqual({ message: "Sign in to continue", code: "auth.required" });
      }
    }
  });

  it("lets a signed-out visitor make the open calls of the catalog", async () => {
    expect(OPEN_CALLS).toEqual(
      expect.arrayContaining(["POST /api/auth/login", "POST /api/auth/register", "GET /api/auth/session"]),
    );
    for (const call of OPEN_CALLS) {
      const [method, url] = call.split(" ") as ["GET" | "POST", string];
      const reply = await stack.gateway.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
      // The owner answered, whatever it made of the call: the gateway did not stop it.
      expect(reply.statusCode, call).toBeLessThan(500);
      expect(reply.body, call).not.toContain("Sign in to continue");
    }
    expect((await get("/api/auth/session")).json()).toEqual({ message: "Not signed in", code: "auth.not-signed-in" });
    expect((await get("/api/auth/session", `${SESSION_COOKIE}=made-up`)).statusCode).toBe(401);
    const { registration, user } = await stack.signUp();
    expect((await login(registration.email, registration.password)).json().id).toBe(user.id);
  });
});

describe("the actor header", () => {
  it("ignores an actor header sent by a client", async () => {
    const { user } = await stack.signUp();
    const forged = await stack.gateway.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: {
        [ACTOR_HEADER]: signActor(user.id, "guessed-secret-guessed-secret-guessed", {
          method: "GET",
          url: "/api/auth/session",
        }),
      },
    });
    expect(forged.statusCode).toBe(401);
    // Even a correctly signed header from a client is replaced by the gateway's own:
    const copied = await stack.gateway.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { [ACTOR_HEADER]: signActor(user.id, TEST_ACTOR_SECRET, { method: "GET", url: "/api/auth/session" }) },
    });
    expect(copied.statusCode).toBe(401);
    const closed = await stack.gateway.inject({
      method: "GET",
      url: "/api/posts",
      headers: { [ACTOR_HEADER]: signActor(user.id, TEST_ACTOR_SECRET, { method: "GET", url: "/api/posts" }) },
    });
    expect(closed.statusCode).toBe(401);
  });

  it("has every service refuse calls that do not come through the gateway", async () => {
    const { user } = await stack.signUp();
    // A read each service answers a signed-in member: its first API path, but identity's (sign-in calls).
    const reads: Partial<Record<ServiceName, string>> = { identity: "/api/users" };
    for (const name of SERVICE_NAMES) {
      const app = stack.services[name].app;
      const url = reads[name] ?? SERVICE_CATALOG[name].paths[0];
      const unsigned = await app.inject({ method: "GET", url });
      expect(unsigned.statusCode, `${name} unsigned`).toBe(401);
      expect(unsigned.json()).toEqual({
        message: "Unsigned or expired call: go through the gateway",
        code: "auth.unsigned-call",
      });
      const forged = await app.inject({
        method: "GET",
        url,
        headers: {
          [ACTOR_HEADER]: signActor(user.id, "guessed-secret-guessed-secret-guessed", { method: "GET", url }),
        },
      });
      expect(forged.statusCode, `${name} forged`).toBe(401);
      const stale = await app.inject({
        method: "GET",
        url,
        headers: {
          [ACTOR_HEADER]: signActor(user.id, TEST_ACTOR_SECRET, { method: "GET", url }, Date.now() - 60 * 60 * 1000),
        },
      });
      expect(stale.statusCode, `${name} stale`).toBe(401);
      const signed = await app.inject({
        method: "GET",
        url,
        headers: { [ACTOR_HEADER]: signActor(user.id, TEST_ACTOR_SECRET, { method: "GET", url }) },
      });
      expect(signed.statusCode, `${name} signed`).toBe(200);
    }
  });
});
