import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DOMAIN_ERROR_CODES,
  ERROR_CODE_FORMAT,
  ERROR_CODES,
  KIND_ERROR_CODES,
  REQUEST_ERROR_CODES,
  isErrorCode,
} from "./error-codes.ts";

// The web keeps a translation for every code of this list, so the list must be what the servers
// send: each code their source names is listed, and each listed code is named in their source.

const ROOT = join(import.meta.dirname, "../..");
const SERVICES = join(ROOT, "services");
const SOURCE_DIRS = [
  join(ROOT, "gateway/src"),
  ...readdirSync(SERVICES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(SERVICES, entry.name, "src")),
];

/** The servers' own source files (not their tests), by path from the repository root. */
const sources: Map<string, string> = new Map(
  SOURCE_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".spec.ts"))
      .map((file) => [relative(ROOT, join(dir, file)), readFileSync(join(dir, file), "utf8")] as const),
  ),
);

/** `code: "…"` in an error reply, a domain error's options or a reservation's refusal. */
const namedCodes = [...sources].flatMap(([path, text]) =>
  [...text.matchAll(/\bcode:\s*["']([^"']+)["']/g)].map((match) => ({ path, code: match[1]! })),
);

describe("error codes", () => {
  it("lists each code once, in lower-case kebab words with dotted parts", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.length).toBe(KIND_ERROR_CODES.length + REQUEST_ERROR_CODES.length + DOMAIN_ERROR_CODES.length);
    expect(ERROR_CODES.filter((code) => !ERROR_CODE_FORMAT.test(code))).toEqual([]);
    expect(isErrorCode("connection.already-requested")).toBe(true);
    expect(isErrorCode("FST_ERR_CTP_BODY_TOO_LARGE")).toBe(false);
  });

  it("reads the servers' source", () => {
    expect(sources.size).toBeGreaterThan(50);
    expect([...sources.keys()]).toEqual(
      expect.arrayContaining(["gateway/src/proxy.ts", "services/kit/src/http/error-replies.ts"]),
    );
    expect(namedCodes.length).toBeGreaterThan(50);
  });

  it("has every code the servers' source names", () => {
    expect(namedCodes.filter(({ code }) => !isErrorCode(code)).map(({ path, code }) => `${path}: ${code}`)).toEqual([]);
  });

  it("has no code the servers never send", () => {
    const quoted = new Set(
      [...sources.values()].flatMap((text) => [...text.matchAll(/"([a-z][a-z.-]*)"/g)].map((match) => match[1]!)),
    );
    const unsent = [...REQUEST_ERROR_CODES, ...DOMAIN_ERROR_CODES].filter((code) => !quoted.has(code));
    expect(unsent).toEqual([]);
  });

  it("has the generic code of every kind of domain error, and of no other", () => {
    const errors = sources.get("services/kit/src/errors.ts")!;
    const kinds = [...errors.matchAll(/readonly kind = "([^"]+)"/g)].map((match) => match[1]);
    expect(kinds.sort()).toEqual([...KIND_ERROR_CODES].sort());
  });
});
