import { describe, expect, it } from "vitest";
import { DEV_ACTOR_SECRET } from "@kumite/kit/process";
import { loadGatewayConfig, upstreamsOf } from "./config.ts";

const OWN_SECRET = "a-secret-of-our-own-that-is-long-enough-0123456789";

describe("the gateway's configuration", () => {
  it("defaults to the development secret and plain HTTP outside production", () => {
    const config = loadGatewayConfig({});
    expect(config.ACTOR_SECRET).toBe(DEV_ACTOR_SECRET);
    expect(config.COOKIE_SECURE).toBe(false);
    expect(config.S3_PUBLIC_ENDPOINT).toBeUndefined();
    expect(loadGatewayConfig({ COOKIE_SECURE: "true", S3_PUBLIC_ENDPOINT: "http://localhost:9000" })).toMatchObject({
      COOKIE_SECURE: true,
      S3_PUBLIC_ENDPOINT: "http://localhost:9000",
    });
  });

  it("refuses to start in production on the development secret, or on none", () => {
    expect(() => loadGatewayConfig({ NODE_ENV: "production", ACTOR_SECRET: DEV_ACTOR_SECRET })).toThrow(
      /ACTOR_SECRET is a development secret published in this repository/,
    );
    expect(() => loadGatewayConfig({ NODE_ENV: "production" })).toThrow(/ACTOR_SECRET is not set/);
    expect(() => loadGatewayConfig({ NODE_ENV: "production", ACTOR_SECRET: "CHANGE-ME" })).toThrow(
      /at least 32 characters/,
    );
    expect(loadGatewayConfig({ NODE_ENV: "production", ACTOR_SECRET: OWN_SECRET }).ACTOR_SECRET).toBe(OWN_SECRET);
  });

  it("reads TRUST_PROXY as off, on, or the proxies' addresses", () => {
    const trustProxy = (TRUST_PROXY?: string) =>
      loadGatewayConfig(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).TRUST_PROXY;
    expect(trustProxy()).toBe(false);
    expect(trustProxy("false")).toBe(false);
    expect(trustProxy("true")).toBe(true);
    expect(trustProxy(" loopback,uniquelocal ")).toBe("loopback,uniquelocal");
    expect(trustProxy("10.0.0.0/8, 192.0.2.1")).toBe("10.0.0.0/8, 192.0.2.1");
  });

  it("takes one URL per service, or its instances' URLs comma-separated", () => {
    expect(upstreamsOf(loadGatewayConfig({})).social).toEqual(["http://127.0.0.1:4002"]);
    expect(upstreamsOf(loadGatewayConfig({ SOCIAL_URL: "http://social:4002/" })).social).toEqual([
      "http://social:4002",
    ]);
    const two = upstreamsOf(loadGatewayConfig({ SOCIAL_URL: "http://127.0.0.1:4102, http://127.0.0.1:4202" }));
    expect(two.social).toEqual(["http://127.0.0.1:4102", "http://127.0.0.1:4202"]);
    expect(two.identity).toEqual(["http://127.0.0.1:4001"]);
  });

  it("refuses a list with an entry that is not a URL, naming the variable", () => {
    expect(() => loadGatewayConfig({ SOCIAL_URL: "http://127.0.0.1:4102,127.0.0.1:4202" })).toThrow(/SOCIAL_URL/);
    expect(() => loadGatewayConfig({ SOCIAL_URL: "http://127.0.0.1:4102,,http://127.0.0.1:4202" })).toThrow(
      /SOCIAL_URL/,
    );
    expect(() => loadGatewayConfig({ MESSAGING_URL: "not a url" })).toThrow(/MESSAGING_URL/);
    expect(() => loadGatewayConfig({ MESSAGING_URL: "" })).toThrow(/MESSAGING_URL/);
  });
});
