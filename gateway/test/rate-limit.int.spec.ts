import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./stack.ts";

let stack: Stack;
/** A member's session cookie, made before the sign-up limit is spent. */
let cookie: string;
beforeAll(async () => {
  stack = await startStack({ authRateLimit: 3, openRateLimit: 3 });
  ({ cookie } = await stack.signUp({}, `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.15`));
});
afterAll(async () => {
  await stack.close();
});

it("limits sign-in attempts per IP with 429, leaving other IPs alone", async () => {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
  // An account of its own each run: failed sign-ins also back off per account (sign-in-throttle.ts).
  const email = `nobody-${Date.now().toString(36)}@example.com`;
  const attempt = (remoteAddress: string) =>
    stack.gateway.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      payload: { email, password: "whatever" },
    });
  const statuses = [];
  for (let index = 0; index < 4; index++) statuses.push((await attempt(address)).statusCode);
  expect(statuses).toEqual([401, 401, 401, 429]);
  const limited = await attempt(address);
  expect(limited.json().message).toMatch(/too many attempts/i);
  expect(limited.json().code).toBe("rate-limited");
  expect((await attempt(`${address}1`)).statusCode).toBe(401);
});

it("limits sign-ups per IP with 429, rate-limited", async () => {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
  // Invalid bodies: counted all the same, and nothing is created.
  const attempt = () =>
    stack.gateway.inject({ method: "POST", url: "/api/auth/register", remoteAddress: address, payload: {} });
  const statuses = [];
  for (let index = 0; index < 4; index++) statuses.push((await attempt()).statusCode);
  expect(statuses).toEqual([400, 400, 400, 429]);
  const limited = await attempt();
  expect(limited.headers["retry-after"]).toEqual(expect.any(String));
  expect(limited.json()).toEqual({
    message: expect.stringMatching(/^Too many attempts: try again in /),
    code: "rate-limited",
  });
});

describe("the open calls, which take a secret in place of a session", () => {
  const feed = `/api/dojo-events/feeds/${"A".repeat(43)}`;
  const calls = [
    { name: "a calendar feed", method: "GET", url: feed, unknown: 404 },
    {
      name: "an appeal",
      method: "POST",
      url: "/api/moderation/appeals",
      payload: { ticket: "A".repeat(43), text: "I did nothing wrong" },
      // A ticket no refused sign-in gave out.
      unknown: 403,
    },
  ] as const;

  it.each(calls)(
    "limits $name per IP with 429, Retry-After and rate-limited, leaving other IPs alone",
    async (call) => {
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.11`;
      const attempt = (remoteAddress: string) => stack.gateway.inject({ ...call, remoteAddress });
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await attempt(address)).statusCode);
      expect(statuses).toEqual([call.unknown, call.unknown, call.unknown, 429]);
      const limited = await attempt(address);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({
        message: expect.stringMatching(/^Too many attempts: try again in /),
        code: "rate-limited",
      });
      expect((await attempt(`${address}1`)).statusCode).toBe(call.unknown);
    },
  );

  it("leaves reading one's own session alone: every page asks it, and it takes no secret", async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.13`;
    const statuses = [];
    for (let index = 0; index < 6; index++)
      statuses.push(
        (await stack.gateway.inject({ method: "GET", url: "/api/auth/session", remoteAddress: address })).statusCode,
      );
    expect(statuses).not.toContain(429);
    // The same address is limited on a feed all the same.
    for (let index = 0; index < 3; index++)
      expect((await stack.gateway.inject({ method: "GET", url: feed, remoteAddress: address })).statusCode).toBe(404);
    expect((await stack.gateway.inject({ method: "GET", url: feed, remoteAddress: address })).statusCode).toBe(429);
  });

  it("counts each open call apart, and the same call however its path is written", async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.12`;
    for (let index = 0; index < 3; index++)
      expect((await stack.gateway.inject({ method: "GET", url: feed, remoteAddress: address })).statusCode).toBe(404);
    // Another token, a query string: the same call, past its limit.
    const other = await stack.gateway.inject({
      method: "GET",
      url: `/api/dojo-events/feeds/${"B".repeat(43)}?x=1`,
      remoteAddress: address,
    });
    expect(other.statusCode).toBe(429);
    // An appeal from the same address has a count of its own.
    const appeal = await stack.gateway.inject({
      method: "POST",
      url: "/api/moderation/appeals",
      remoteAddress: address,
      payload: { ticket: "A".repeat(43), text: "Please" },
    });
    expect(appeal.statusCode).toBe(403);
  });

  it("counts a HEAD and a percent-encoded path as the call they reach, from a member with a session too", async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.14`;
    const asked = (method: "GET" | "HEAD", url: string) =>
      stack.gateway
        .inject({ method, url, remoteAddress: address, headers: { cookie } })
        .then((reply) => reply.statusCode);
    // Each reaches the feeds route (404: no such token), and each is counted.
    expect(await asked("HEAD", feed)).toBe(404);
    expect(await asked("GET", `/api/dojo-events/feed%73/${"C".repeat(43)}`)).toBe(404);
    expect(await asked("HEAD", `/api/dojo-events/%66eeds/${"D".repeat(43)}`)).toBe(404);
    expect(await asked("GET", feed)).toBe(429);
  });
});
