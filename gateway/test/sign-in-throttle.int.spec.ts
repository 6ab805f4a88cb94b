import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConnections, type TestConnections } from "@kumite/kit/testing/harness";
import { MAX_WAIT_MS, SignInThrottle } from "../src/sign-in-throttle.ts";
import { sessionCookieOf, startStack, type Stack } from "./stack.ts";

// Sign-in throttling (sign-in-throttle.ts): failures back off per account from any address and
// per (address, account), and count per address across accounts; counters live in Redis.

let tag = 0;
/** A /64 of its own for every call of a test run (a random prefix per run), so runs never share counters. */
const run = Math.floor(Math.random() * 0xffff).toString(16);
const newAddress = () => `2001:db8:${run}:${(tag++).toString(16)}::1`;
const newEmail = () => `target-${Date.now().toString(36)}-${tag++}@example.com`;

describe("through the gateway, against identity", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ authRateLimit: 20 });
  });
  afterAll(async () => {
    await stack?.close();
  });
  const login = (email: string, password: string, remoteAddress: string) =>
    stack.gateway.inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: { email, password } });

  it("answers 429 with Retry-After to an account guessed at from many addresses, doubling the wait", async () => {
    const { registration } = await stack.services.identity.signUp();
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess++)
      statuses.push((await login(registration.email, `guess ${guess}`, newAddress())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    // The sixth guess, from yet another address, must wait 2 s; so must the right password.
    const throttled = await login(registration.email, "guess 5", newAddress());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers["retry-after"]).toBe("2");
    expect(throttled.json()).toEqual({ message: "Too many attempts: try again in 2 seconds", code: "rate-limited" });
    // The email is matched as identity matches it: case and spaces do not make another account.
    const sameAccount = await login(` ${registration.email.toUpperCase()} `, registration.password, newAddress());
    expect(sameAccount.statusCode).toBe(429);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await login(registration.email, "guess 6", newAddress())).statusCode).toBe(401);
    const longer = await login(registration.email, "guess 7", newAddress());
    expect(longer.statusCode).toBe(429);
    expect(longer.headers["retry-after"]).toBe("4");
  });

  it("lets the owner in from an address they signed in from before, though the account is under attack", async () => {
    const { registration, id } = await stack.services.identity.signUp();
    const home = newAddress();
    expect((await login(registration.email, registration.password, home)).statusCode).toBe(200);
    for (let guess = 0; guess < 6; guess++) await login(registration.email, `guess ${guess}`, newAddress());
    // From a new address the owner waits like anyone: the back-off is the account's.
    const travelling = await login(registration.email, registration.password, newAddress());
    expect(travelling.statusCode).toBe(429);
    expect(Number(travelling.headers["retry-after"])).toBeGreaterThan(0);
    // From home the account's back-off does not apply, only home's own record (clean).
    const fromHome = await login(registration.email, registration.password, home);
    expect(fromHome.statusCode).toBe(200);
    expect(
      (
        await stack.gateway.inject({
          method: "GET",
          url: "/api/auth/session",
          headers: { cookie: sessionCookieOf(fromHome) },
        })
      ).json().id,
    ).toBe(id);
    // That success reset the account: a new address gets its attempts again.
    expect((await login(registration.email, "one more guess", newAddress())).statusCode).toBe(401);
  });

  it("resets the account's and the pair's count on a successful sign-in", async () => {
    const { registration } = await stack.services.identity.signUp();
    const address = newAddress();
    for (let guess = 0; guess < 4; guess++)
      expect((await login(registration.email, `typo ${guess}`, address)).statusCode).toBe(401);
    expect((await login(registration.email, registration.password, address)).statusCode).toBe(200);
    // Without the reset, the fifth and sixth failures here would be answered 429.
    for (let guess = 0; guess < 5; guess++)
      expect((await login(registration.email, `typo ${guess}`, address)).statusCode).toBe(401);
    expect((await login(registration.email, "typo again", address)).statusCode).toBe(429);
  });

  it("keeps an address that guesses at one account slowed after the owner signs in elsewhere", async () => {
    const { registration } = await stack.services.identity.signUp();
    const home = newAddress();
    expect((await login(registration.email, registration.password, home)).statusCode).toBe(200);
    const attacker = newAddress();
    for (let guess = 0; guess < 5; guess++)
      expect((await login(registration.email, `guess ${guess}`, attacker)).statusCode).toBe(401);
    // The owner signs in from home: the account starts over…
    expect((await login(registration.email, registration.password, home)).statusCode).toBe(200);
    expect((await login(registration.email, "guess from elsewhere", newAddress())).statusCode).toBe(401);
    // …but not the attacker's own record against this account.
    const again = await login(registration.email, "guess 5", attacker);
    expect(again.statusCode).toBe(429);
    expect(again.headers["retry-after"]).toBe("2");
  });

  it("limits failed sign-ins per address across accounts, without locking out the owner who signed in there", async () => {
    const owner = await stack.services.identity.signUp();
    const office = newAddress();
    expect((await login(owner.registration.email, owner.registration.password, office)).statusCode).toBe(200);
    // Someone at the same address sprays 20 accounts (the limit) with one guess each:
    for (let account = 0; account < 20; account++)
      expect((await login(newEmail(), "password1", office)).statusCode).toBe(401);
    const sprayed = await login(newEmail(), "password1", office);
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(sprayed.headers["retry-after"])).toBeLessThanOrEqual(60);
    // The owner, known at this address, still signs in; successes never counted against it.
    expect((await login(owner.registration.email, owner.registration.password, office)).statusCode).toBe(200);
    // Another member's first sign-in from there is held back until the minute is over.
    const colleague = await stack.services.identity.signUp();
    expect((await login(colleague.registration.email, colleague.registration.password, office)).statusCode).toBe(429);
    expect((await login(colleague.registration.email, colleague.registration.password, newAddress())).statusCode).toBe(
      200,
    );
  });

  it("does not count malformed bodies as guesses, and never fails on them", async () => {
    const address = newAddress();
    const bodies = [
      "{",
      "[]",
      '"x"',
      JSON.stringify({ email: 5, password: "x" }),
      JSON.stringify({ email: "not an email", password: "x" }),
      "\uFEFF{}",
    ];
    for (let round = 0; round < 5; round++) {
      for (const payload of bodies) {
        const reply = await stack.gateway.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: address,
          headers: { "content-type": "application/json" },
          payload,
        });
        expect(reply.statusCode, payload).toBe(400);
      }
    }
    const { registration } = await stack.services.identity.signUp();
    expect((await login(registration.email, registration.password, address)).statusCode).toBe(200);
  });
});

describe("the counters, with a clock the test moves", () => {
  let connections: TestConnections;
  let now = Date.now();
  let throttle: SignInThrottle;
  beforeAll(async () => {
    connections = await testConnections("sign-in-throttle");
    throttle = new SignInThrottle({ redis: connections.redis, failuresPerAddress: 1000, now: () => now });
  });
  afterAll(async () => {
    await connections?.close();
  });
  const fail = async (address: string, email: string) => {
    const verdict = await throttle.attempt(address, email);
    if (verdict.allowed) await throttle.settle(verdict.attempt, 401);
    return verdict;
  };

  it("waits 2^n seconds after the fifth failure, up to 15 minutes, and forgets 15 minutes after", async () => {
    const email = newEmail();
    for (let failure = 0; failure < 5; failure++) expect((await fail(newAddress(), email)).allowed).toBe(true);
    const waits: number[] = [];
    for (let failure = 5; failure < 16; failure++) {
      const refused = await throttle.attempt(newAddress(), email);
      expect(refused.allowed).toBe(false);
      const wait = refused.allowed ? 0 : refused.retryAfterMs;
      waits.push(wait / 1000);
      now += wait;
      expect((await fail(newAddress(), email)).allowed).toBe(true);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const capped = await throttle.attempt(newAddress(), email);
    expect(capped).toEqual({ allowed: false, retryAfterMs: MAX_WAIT_MS });
    // 15 minutes after the last wait is over, the account starts over (Redis expires the key).
    const key = `kumite-sign-in:account:${createHash("sha256").update(email).digest("base64url")}`;
    const ttl = await connections.redis.pttl(key);
    expect(ttl).toBeGreaterThan(MAX_WAIT_MS + 15 * 60 * 1000 - 5000);
    expect(ttl).toBeLessThanOrEqual(MAX_WAIT_MS + 15 * 60 * 1000);
  });

  it("lets only the free attempts through when they come all at once", async () => {
    const email = newEmail();
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => throttle.attempt(newAddress(), email)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it("gives an attempt back when identity did not judge the password (400, 503)", async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 20; attempt++) {
      const verdict = await throttle.attempt(newAddress(), email);
      expect(verdict.allowed).toBe(true);
      if (verdict.allowed) await throttle.settle(verdict.attempt, attempt % 2 === 0 ? 503 : 400);
    }
  });
});
