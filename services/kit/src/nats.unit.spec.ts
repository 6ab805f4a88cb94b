import type { Logger } from "pino";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { isJetStreamBusy, natsServers, untilJetStreamAnswers } from "./nats.ts";

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

describe("a call made at start while JetStream is slow", () => {
  const timeout = () => Object.assign(new Error("timeout"), { name: "TimeoutError" });

  it("is asked again, with a growing wait, until it is answered", async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const warned: number[] = [];
    const logger = { warn: (fields: { retryInMs: number }) => warned.push(fields.retryInMs) } as unknown as Logger;
    let calls = 0;
    const answered = untilJetStreamAnswers({ logger }, "the consumer", async () => {
      calls++;
      if (calls <= 8) throw timeout();
      return "created";
    });
    await vi.runAllTimersAsync();
    expect(await answered).toBe("created");
    expect(calls).toBe(9);
    // 250 ms doubling, with jitter of ±25%, and no wait over 5 s however long it lasts.
    expect(warned[0]).toBeGreaterThanOrEqual(187);
    expect(warned[0]).toBeLessThanOrEqual(313);
    expect(warned[4]).toBeGreaterThanOrEqual(3000);
    expect(Math.max(...warned)).toBeLessThanOrEqual(6250);
  });

  it("asks again while JetStream is not enabled yet or has no leader, and throws any other failure at once", async () => {
    expect(isJetStreamBusy(Object.assign(new Error("jetstream is not enabled"), { name: "JetStreamNotEnabled" }))).toBe(
      true,
    );
    expect(isJetStreamBusy(timeout())).toBe(true);
    let calls = 0;
    await expect(
      untilJetStreamAnswers({}, "the stream", async () => {
        calls++;
        throw new Error("stream name already in use with a different configuration");
      }),
    ).rejects.toThrow(/different configuration/);
    expect(calls).toBe(1);
  });
});
