import { describe, expect, it } from "vitest";
import { natsServers } from "./nats.ts";

describe("NATS_URL", () => {
  it("is one server, or the nodes of a cluster separated by commas", () => {
    expect(natsServers("nats://127.0.0.1:4222")).toEqual(["nats://127.0.0.1:4222"]);
    expect(natsServers(" nats://a:4222, nats://b:4222 ,,nats://c:4222,")).toEqual([
      "nats://a:4222",
      "nats://b:4222",
      "nats://c:4222",
    ]);
  });

  it("names at least one server", () => {
    expect(() => natsServers(" , ")).toThrow(/names no server/);
  });
});
