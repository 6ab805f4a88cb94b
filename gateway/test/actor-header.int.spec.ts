import { afterAll, beforeAll, expect, it } from "vitest";
import { ACTOR_HEADER } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/http";
import { startStack, TEST_ACTOR_SECRET, type Stack } from "./stack.ts";

// The actor header the gateway signs is good for one call (method, path and query) for 30 s: one
// captured on the way to a service cannot be replayed against another endpoint, or later.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

it("has the services refuse a header replayed on another method, path or query, or after 30 s", async () => {
  const { user } = await stack.signUp();
  const identity = stack.services.identity.app;
  const call = { method: "GET", url: `/api/users?search=${user.username}` } as const;
  const captured = signActor(user.id, TEST_ACTOR_SECRET, call);
  const replay = (method: "GET" | "DELETE", url: string, header = captured) =>
    identity.inject({
      method,
      url,
      headers: { [ACTOR_HEADER]: header },
      ...(method === "DELETE" ? { payload: { password: "x" } } : {}),
    });

  expect((await replay("GET", call.url)).statusCode).toBe(200);
  for (const [method, url] of [
    ["GET", "/api/users?search=someone-else"],
    ["GET", "/api/users"],
    ["GET", `/api/users/${user.id}`],
    ["DELETE", "/api/auth/delete-account"],
  ] as const) {
    const reply = await replay(method, url);
    expect(reply.statusCode, `${method} ${url}`).toBe(401);
    expect(reply.json()).toEqual({
      message: "Unsigned or expired call: go through the gateway",
      code: "auth.unsigned-call",
    });
  }
  const stale = signActor(user.id, TEST_ACTOR_SECRET, call, Date.now() - 31_000);
  expect((await replay("GET", call.url, stale)).statusCode).toBe(401);
  const recent = signActor(user.id, TEST_ACTOR_SECRET, call, Date.now() - 20_000);
  expect((await replay("GET", call.url, recent)).statusCode).toBe(200);
});
