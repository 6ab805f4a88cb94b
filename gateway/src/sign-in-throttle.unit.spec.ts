import { describe, expect, it } from "vitest";
import { addressOf } from "./address-limit.ts";
import { backOffMs, emailOf } from "./sign-in-throttle.ts";

describe("the email of a sign-in body", () => {
  it("is read from a parsed body, a string or the raw bytes, normalised as identity does", () => {
    expect(emailOf({ email: " Aiko@Example.COM ", password: "x" })).toBe("aiko@example.com");
    expect(emailOf('{"email":"aiko@example.com","password":"x"}')).toBe("aiko@example.com");
    expect(emailOf(Buffer.from('{"password":"x","email":"AIKO@example.com"}'))).toBe("aiko@example.com");
    expect(emailOf(new Uint8Array(Buffer.from('{"email":"aiko@example.com"}')))).toBe("aiko@example.com");
    // Fastify's JSON parser accepts a byte-order mark, so identity would read this email: so do we.
    expect(emailOf(Buffer.from('\uFEFF{"email":"aiko@example.com"}'))).toBe("aiko@example.com");
    // A repeated key: JSON.parse keeps the last, as identity's parser does.
    expect(emailOf('{"email":"first@example.com","email":"last@example.com"}')).toBe("last@example.com");
    expect(emailOf('{"email":"\\u0041iko@example.com"}')).toBe("aiko@example.com");
  });

  it("is null for anything else, and never throws", () => {
    const odd: unknown[] = [
      undefined,
      null,
      "",
      "{",
      "null",
      "[]",
      '"aiko@example.com"',
      "42",
      Buffer.from([0xff, 0xfe, 0x00]),
      Buffer.alloc(0),
      { email: 1 },
      { email: ["aiko@example.com"] },
      { email: { toString: "x" } },
      { email: "   " },
      { mail: "aiko@example.com" },
      ["aiko@example.com"],
      Object.create({ email: "inherited@example.com" }),
      '{"__proto__":{"email":"aiko@example.com"}}',
      '{"constructor":{"prototype":{"email":"x"}}}',
      "x".repeat(100_000),
      42,
      true,
      Symbol("email"),
    ];
    for (const body of odd)
      expect(emailOf(body), String(typeof body === "symbol" ? "symbol" : body).slice(0, 40)).toBeNull();
  });
});

describe("the address an attempt counts under", () => {
  it("is the IPv4 address, also when mapped into IPv6", () => {
    expect(addressOf("203.0.113.7")).toBe("203.0.113.7");
    expect(addressOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(addressOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressOf("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressOf("2001:0db8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64");
    expect(addressOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressOf("::1")).toBe("0:0:0:0::/64");
    expect(addressOf("2001:DB8:1:2::1")).toBe(addressOf("2001:db8:1:2:ffff:ffff:ffff:ffff"));
  });
});

describe("the back-off", () => {
  it("lets five failures through, then doubles from 2 s up to 15 minutes", () => {
    expect([1, 2, 3, 4].map(backOffMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(backOffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backOffMs(13)).toBe(512_000);
    expect(backOffMs(14)).toBe(15 * 60 * 1000);
    expect(backOffMs(1000)).toBe(15 * 60 * 1000);
  });
});
