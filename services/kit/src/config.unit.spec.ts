import { describe, expect, it } from "vitest";
import { DEV_ACTOR_SECRET, loadConfig } from "./config.ts";

const OWN_SECRET = "a-secret-of-our-own-that-is-long-enough-0123456789";

describe("a service's configuration", () => {
  it("defaults to the development secret outside production", () => {
    expect(loadConfig({ PORT: "4001" }).ACTOR_SECRET).toBe(DEV_ACTOR_SECRET);
    expect(loadConfig({ PORT: "4001", NODE_ENV: "test" }).ACTOR_SECRET).toBe(DEV_ACTOR_SECRET);
    expect(loadConfig({ PORT: "4001", ACTOR_SECRET: OWN_SECRET }).ACTOR_SECRET).toBe(OWN_SECRET);
  });

  it("refuses to start in production on the development secret, or on none", () => {
    const production = { PORT: "4001", NODE_ENV: "production" };
    expect(() => loadConfig({ ...production, ACTOR_SECRET: DEV_ACTOR_SECRET })).toThrow(
      /ACTOR_SECRET is a development secret/,
    );
    expect(() =>
      loadConfig({ ...production, ACTOR_SECRET: "dev-only-change-me-kumite-actor-secret-0123456789" }),
    ).toThrow(/development secret/);
    expect(() => loadConfig(production)).toThrow(/ACTOR_SECRET is not set: with NODE_ENV=production/);
    expect(() => loadConfig({ ...production, ACTOR_SECRET: "CHANGE-ME" })).toThrow(/at least 32 characters/);
    expect(loadConfig({ ...production, ACTOR_SECRET: OWN_SECRET }).ACTOR_SECRET).toBe(OWN_SECRET);
  });
});

describe("NATS_REPLICAS", () => {
  it("is one copy for a lone server unless set, up to five", () => {
    expect(loadConfig({ PORT: "4001" }).NATS_REPLICAS).toBe(1);
    expect(loadConfig({ PORT: "4001", NATS_REPLICAS: "3" }).NATS_REPLICAS).toBe(3);
    for (const wrong of ["0", "6", "2.5", "three"]) {
      expect(() => loadConfig({ PORT: "4001", NATS_REPLICAS: wrong })).toThrow(/NATS_REPLICAS/);
    }
  });
});
