import { describe, expect, it } from "vitest";
import { ACTOR_MAX_AGE_MS, signActor, verifyActor } from "./actor.ts";

const SECRET = "unit-test-secret-unit-test-secret-unit";

describe("signed actor header", () => {
  it("carries a user, or a signed-out caller", () => {
    expect(verifyActor(signActor("u1", SECRET), SECRET)).toEqual({ userId: "u1" });
    expect(verifyActor(signActor(null, SECRET), SECRET)).toEqual({ userId: null });
  });
  it("refuses another secret, a changed user, a stale or future signature and garbage", () => {
    const now = Date.now();
    expect(verifyActor(signActor("u1", "another-secret-another-secret-another"), SECRET)).toBeNull();
    expect(verifyActor(signActor("u1", SECRET).replace(/^u1/, "u2"), SECRET)).toBeNull();
    expect(verifyActor(signActor("u1", SECRET, now - ACTOR_MAX_AGE_MS - 1), SECRET, now)).toBeNull();
    expect(verifyActor(signActor("u1", SECRET, now + ACTOR_MAX_AGE_MS + 1), SECRET, now)).toBeNull();
    for (const garbage of [undefined, "", "a.b", "a.b.c.d", "u1.notanumber.sig"]) expect(verifyActor(garbage, SECRET)).toBeNull();
  });
});
