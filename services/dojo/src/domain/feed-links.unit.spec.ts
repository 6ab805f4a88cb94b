import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { derivedToken, feedKey, newFeedLink } from "./feed-links.ts";

// A feed's link: a 256-bit token kept only as its hash and a nonce, which the service's key turns
// back into the token, and which another key cannot.

const key = feedKey({ ACTOR_SECRET: "a".repeat(32) });
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

describe("a feed link", () => {
  it("is a 43-character token whose hash and nonce are kept, and which the key gives back", () => {
    const link = newFeedLink(key, "ben");
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.tokenHash).toBe(sha256(link.token));
    expect(link.nonce).not.toContain(link.token);
    expect(derivedToken(key, "ben", link)).toBe(link.token);
    expect(newFeedLink(key, "ben").token).not.toBe(link.token);
  });

  it("cannot be given back by another key, for another member, or without a nonce", () => {
    const link = newFeedLink(key, "ben");
    expect(derivedToken(feedKey({ ACTOR_SECRET: "b".repeat(32) }), "ben", link)).toBeNull();
    expect(derivedToken(key, "ana", link)).toBeNull();
    expect(derivedToken(key, "ben", { tokenHash: link.tokenHash, nonce: null })).toBeNull();
  });
});
