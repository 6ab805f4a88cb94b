import { describe, expect, it } from "vitest";
import { ACTOR_MAX_AGE_MS, canonicalCall, signActor, verifyActor } from "./actor.ts";

const SECRET = "unit-test-secret-unit-test-secret-unit";
const FEED = { method: "GET", url: "/api/posts?category=Judo" };

describe("signed actor header", () => {
  it("carries a user, or a signed-out caller, for the call it was issued for", () => {
    expect(verifyActor(signActor("u1", SECRET, FEED), SECRET, FEED)).toEqual({ userId: "u1" });
    expect(verifyActor(signActor(null, SECRET, FEED), SECRET, FEED)).toEqual({ userId: null });
  });

  it("accepts it for 30 seconds either side of its time, and refuses it after", () => {
    expect(ACTOR_MAX_AGE_MS).toBe(30_000);
    const now = Date.now();
    const header = signActor("u1", SECRET, FEED, now);
    expect(verifyActor(header, SECRET, FEED, now + 30_000)).toEqual({ userId: "u1" });
    expect(verifyActor(header, SECRET, FEED, now - 30_000)).toEqual({ userId: "u1" });
    expect(verifyActor(header, SECRET, FEED, now + 30_001)).toBeNull();
    expect(verifyActor(header, SECRET, FEED, now + 5 * 60 * 1000)).toBeNull();
    // Issued in the future (a skewed clock, or a forger's guess): the same 30 s.
    expect(verifyActor(header, SECRET, FEED, now - 30_001)).toBeNull();
  });

  it("refuses a header replayed on another method, path or query", () => {
    const header = signActor("u1", SECRET, { method: "GET", url: "/api/users/u2" });
    expect(verifyActor(header, SECRET, { method: "GET", url: "/api/users/u2" })).toEqual({ userId: "u1" });
    expect(verifyActor(header, SECRET, { method: "DELETE", url: "/api/users/u2" })).toBeNull();
    expect(verifyActor(header, SECRET, { method: "GET", url: "/api/users/u3" })).toBeNull();
    expect(verifyActor(header, SECRET, { method: "GET", url: "/api/users/u2/posts" })).toBeNull();
    expect(verifyActor(header, SECRET, { method: "GET", url: "/api/users/u2?search=x" })).toBeNull();
    const search = signActor("u1", SECRET, { method: "GET", url: "/api/users?search=a" });
    expect(verifyActor(search, SECRET, { method: "GET", url: "/api/users?search=b" })).toBeNull();
    expect(verifyActor(search, SECRET, { method: "GET", url: "/api/users" })).toBeNull();
  });

  it("matches the URL the way the proxy forwards it", () => {
    // reply-from forwards new URL(upstream + url)'s pathname and search: spaces and stray
    // characters get percent-encoded, an empty query and a fragment are dropped.
    expect(canonicalCall({ method: "get", url: "/api/users?search=a b" })).toBe("GET /api/users?search=a%20b");
    expect(canonicalCall({ method: "GET", url: "/api/posts?" })).toBe("GET /api/posts");
    expect(canonicalCall({ method: "GET", url: "/api/posts#top" })).toBe("GET /api/posts");
    const header = signActor("u1", SECRET, { method: "GET", url: "/api/users?search=a b" });
    expect(verifyActor(header, SECRET, { method: "GET", url: "/api/users?search=a%20b" })).toEqual({ userId: "u1" });
  });

  it("refuses another secret, a changed user or time, and garbage", () => {
    const now = Date.now();
    expect(verifyActor(signActor("u1", "another-secret-another-secret-another", FEED), SECRET, FEED)).toBeNull();
    expect(verifyActor(signActor("u1", SECRET, FEED).replace(/^u1/, "u2"), SECRET, FEED)).toBeNull();
    expect(
      verifyActor(signActor("u1", SECRET, FEED, now).replace(`.${now}.`, `.${now + 1}.`), SECRET, FEED, now),
    ).toBeNull();
    for (const garbage of [
      undefined,
      "",
      "a.b",
      "a.b.c.d",
      "u1.notanumber.sig",
      `u1.${now}.`,
      `u1.-${now}.sig`,
      `u1.1e13.sig`,
    ]) {
      expect(verifyActor(garbage, SECRET, FEED, now)).toBeNull();
    }
  });
});
