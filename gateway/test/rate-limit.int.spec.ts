import { afterAll, beforeAll, expect, it } from "vitest";
import { startStack, type Stack } from "./stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ authRateLimit: 3 });
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
