import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { builtAppEnv } from "./built-app.ts";

// The built app that benchmarks and browser tests start keeps its read model snapshots and
// uploads in its own scratch folder: a developer's `.data` (the services' default), or the
// DATA_DIR their shell exports for `npm start`, never receives the snapshots of a benchmark's log.

describe("the built app's environment", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("puts the snapshots and uploads in its scratch folder, whatever the shell says", () => {
    vi.stubEnv("DATA_DIR", "/home/developer/kumite/.data/read-models");
    vi.stubEnv("UPLOAD_DIR", "/home/developer/kumite/.data/uploads");
    const env = builtAppEnv({ natsUrl: "nats://127.0.0.1:4333", redisUrl: "redis://127.0.0.1:6379/8" }, "/tmp/scratch");
    expect(env.DATA_DIR).toBe(join("/tmp/scratch", "read-models"));
    expect(env.UPLOAD_DIR).toBe(join("/tmp/scratch", "uploads"));
  });
});
