import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionStore } from "@kumite/kit/sessions";
import { testConnections, type TestConnections } from "@kumite/kit/testing/harness";
import { SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { buildGateway } from "../src/app.ts";
import { cachedSessions } from "../src/session-cache.ts";
import { PERMISSIONS_POLICY } from "../src/security-headers.ts";
import { startStack, TEST_ACTOR_SECRET, type Stack } from "./stack.ts";

// Every reply of the gateway carries the security headers: the app's page, a route of the
// single-page app, its files, /api/* (the gateway's own answers and the services' forwarded ones)
// and the API docs; an attachment keeps social's own, stricter policy.

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let stack: Stack;
let cookie: string;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "kumite-web-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(
    join(webDist, "index.html"),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>',
  );
  writeFileSync(join(webDist, "assets", "index.js"), "export {};");
  writeFileSync(join(webDist, "assets", "index.js.br"), brotliCompressSync("export {};"));
  writeFileSync(join(webDist, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(webDist, "manifest.webmanifest"), '{"name":"Kumite"}');
  stack = await startStack({ gateway: { webDist } });
  ({ cookie } = await stack.signUp());
});
afterAll(async () => {
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The policy's directives by name, each with its sources. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = String(headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

function expectAppHeaders(headers: Headers, what: string) {
  const csp = directives(headers);
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("script-src"), what).toEqual(["'self'"]);
  expect(csp.get("script-src-attr"), what).toEqual(["'none'"]);
  expect(csp.get("style-src"), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("connect-src"), what).toEqual(["'self'"]);
  expect(csp.get("worker-src"), what).toEqual(["'self'"]);
  expect(csp.get("manifest-src"), what).toEqual(["'self'"]);
  expect(csp.has("upgrade-insecure-requests"), what).toBe(false);
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toBe(PERMISSIONS_POLICY);
  expect(String(headers["permissions-policy"]), what).toContain("geolocation=(self)");
  expect(String(headers["permissions-policy"]), what).toContain("camera=()");
  expect(String(headers["permissions-policy"]), what).toContain("microphone=()");
  // Plain HTTP: no HSTS, which would pin browsers to an HTTPS that is not there.
  expect(headers["strict-transport-security"], what).toBeUndefined();
  expect(headers["x-powered-by"], what).toBeUndefined();
}

describe("security headers", () => {
  it("are on the app's page, a route of the single-page app and its files", async () => {
    for (const url of ["/", "/feed", "/profile/someone?tab=posts", "/assets/index.js"]) {
      const reply = await stack.gateway.inject({ method: "GET", url });
      expect(reply.statusCode, url).toBe(200);
      expectAppHeaders(reply.headers, url);
    }
    const page = await stack.gateway.inject({ method: "GET", url: "/feed" });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("let the service worker and the manifest load, both asked for again every time, and keep hashed files a year", async () => {
    const cacheOf = async (url: string) => {
      const reply = await stack.gateway.inject({ method: "GET", url });
      expect(reply.statusCode, url).toBe(200);
      expectAppHeaders(reply.headers, url);
      return reply.headers["cache-control"];
    };
    expect(await cacheOf("/sw.js")).toBe("no-cache");
    expect(await cacheOf("/manifest.webmanifest")).toBe("no-cache");
    expect(await cacheOf("/")).toBe("no-cache");
    expect(await cacheOf("/feed")).toBe("no-cache");
    expect(await cacheOf("/assets/index.js")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's brotli copy of a file to a browser that takes it", async () => {
    const reply = await stack.gateway.inject({
      method: "GET",
      url: "/assets/index.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe("export {};");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("are on /api/*: the gateway's own answers and the services' forwarded replies", async () => {
    const calls: Array<[string, string, string | undefined, number]> = [
      ["GET", "/api/posts", cookie, 200],
      ["GET", "/api/users", cookie, 200],
      ["GET", "/api/auth/session", cookie, 200],
      ["GET", "/api/posts", undefined, 401],
      ["GET", "/api/nowhere", cookie, 404],
      ["POST", "/api/auth/login", undefined, 400],
      ["GET", "/api/docs/json", undefined, 200],
      ["GET", "/healthz", undefined, 200],
    ];
    for (const [method, url, withCookie, status] of calls) {
      const reply = await stack.gateway.inject({
        method: method as "GET",
        url,
        headers: withCookie ? { cookie: withCookie } : {},
        ...(method === "POST" ? { payload: {} } : {}),
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(status);
      expectAppHeaders(reply.headers, `${method} ${url}`);
    }
  });

  it("are on the API docs page, which loads only its own files", async () => {
    const page = await stack.gateway.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expectAppHeaders(page.headers, "/api/docs");
    // Swagger UI's page: external scripts from 'self' only, nothing inline.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("leave an attachment its own sandboxing policy", async () => {
    const ticket = (
      await stack.gateway.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } })
    ).json();
    const stored = await stack.gateway.inject({
      method: "PUT",
      url: ticket.uploadURL,
      headers: { cookie, "content-type": "image/png" },
      payload: ONE_PIXEL_PNG,
    });
    expect(stored.statusCode).toBe(201);
    const file = await stack.gateway.inject({ method: "GET", url: ticket.objectURL, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("behind HTTPS", () => {
  let connections: TestConnections;
  beforeAll(async () => {
    connections = await testConnections("security-headers");
  });
  afterAll(async () => {
    await connections?.close();
  });

  it("adds HSTS and upgrades stray http: loads, and lets the page PUT attachments to the S3 endpoint", async () => {
    const subscriber = connections.redis.duplicate();
    const gateway = await buildGateway({
      upstreams: Object.fromEntries(SERVICE_NAMES.map((name) => [name, "http://127.0.0.1:9"])) as Record<
        ServiceName,
        string
      >,
      sessions: await cachedSessions(new SessionStore(connections.redis), subscriber),
      redis: connections.redis,
      nats: connections.nats.connection,
      actorSecret: TEST_ACTOR_SECRET,
      authRateLimit: 100,
      logger: false,
      webDist,
      securityHeaders: { https: true, connectTo: ["https://uploads.example.com/kumite-uploads"] },
    });
    try {
      for (const url of ["/", "/api/posts"]) {
        const reply = await gateway.inject({ method: "GET", url });
        expect(reply.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
        const csp = directives(reply.headers);
        expect(csp.has("upgrade-insecure-requests"), url).toBe(true);
        expect(csp.get("connect-src"), url).toEqual(["'self'", "https://uploads.example.com"]);
        expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
      }
    } finally {
      await gateway.close();
      await subscriber.quit();
    }
  });
});
