import { Registry } from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import { upstreamPools, UpstreamPool, type ReadinessCheck } from "./upstream-pool.ts";

const A = "http://10.0.0.1:4102";
const B = "http://10.0.0.2:4102";
const C = "http://10.0.0.3:4102";

/** A readiness check answering from `ready`, counting the questions. */
function checks(ready: Set<string>) {
  const asked: string[] = [];
  const check: ReadinessCheck = async (url) => {
    asked.push(url);
    return ready.has(url);
  };
  return { check, asked };
}

const pools: UpstreamPool[] = [];
const pool = (urls: string[], check: ReadinessCheck, everyMs = 60_000) => {
  const made = new UpstreamPool(urls, { check, everyMs });
  pools.push(made);
  return made;
};
afterEach(() => {
  for (const made of pools.splice(0)) made.stop();
});

describe("an upstream pool", () => {
  it("gives each call the next instance in turn, the others after it", () => {
    const instances = pool([A, B, C], checks(new Set([A, B, C])).check);
    const firsts = Array.from({ length: 6 }, () => instances.order());
    expect(firsts.map((order) => order[0])).toEqual([A, B, C, A, B, C]);
    expect(firsts[1]).toEqual([B, C, A]);
  });

  it("skips an instance a call could not connect to, trying it only after the ready ones", () => {
    const instances = pool([A, B, C], checks(new Set([A, B, C])).check);
    instances.takeOut(B);
    const firsts = Array.from({ length: 4 }, () => instances.order());
    expect(firsts.map((order) => order[0])).toEqual([A, C, A, C]);
    expect(firsts.every((order) => order.at(-1) === B)).toBe(true);
    expect(instances.view()).toEqual([
      { url: A, ready: true },
      { url: B, ready: false },
      { url: C, ready: true },
    ]);
  });

  it("takes out an instance whose /readyz says no, and brings it back once it says yes", async () => {
    const ready = new Set([A]);
    const instances = pool([A, B], checks(ready).check);
    await instances.checkAll();
    expect([instances.order()[0], instances.order()[0]]).toEqual([A, A]);

    ready.add(B);
    await instances.checkAll();
    expect(new Set([instances.order()[0], instances.order()[0]])).toEqual(new Set([A, B]));
  });

  it("counts an instance that does not answer in time, or at all, as not ready", async () => {
    const silent: ReadinessCheck = (url, signal) =>
      url === A
        ? Promise.resolve(true)
        : new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    const instances = new UpstreamPool([A, B, C], {
      timeoutMs: 20,
      check: (url, signal) => (url === C ? Promise.reject(new Error("ECONNREFUSED")) : silent(url, signal)),
    });
    await instances.checkAll();
    expect(instances.view().map((instance) => instance.ready)).toEqual([true, false, false]);
  });

  it("tries every instance when none is ready, so a starting service's own answer comes through", async () => {
    const instances = pool([A, B], checks(new Set()).check);
    await instances.checkAll();
    expect(instances.order()).toEqual([A, B]);
  });

  it("forwards to a lone instance whatever is known of it, and does not ask it", async () => {
    const { check, asked } = checks(new Set());
    const instances = pool([A], check, 1);
    instances.start();
    instances.takeOut(A);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(instances.order()).toEqual([A]);
    expect(asked).toEqual([]);
  });

  it("asks every instance about once a period until stopped", async () => {
    const { check, asked } = checks(new Set([A, B]));
    const instances = pool([A, B], check, 10);
    instances.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    instances.stop();
    const rounds = asked.length / 2;
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(rounds).toBeLessThanOrEqual(11);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(asked.length / 2).toBe(rounds);
  });

  it("shows each instance's state in /metrics", async () => {
    const registry = new Registry();
    const made = upstreamPools({ social: [A, B], identity: C } as never, registry, {
      check: checks(new Set([A])).check,
      everyMs: 60_000,
    });
    pools.push(...Object.values(made));
    await Promise.all(Object.values(made).map((each) => each.checkAll()));
    const text = await registry.metrics();
    expect(text).toContain(`kumite_gateway_upstream_ready{service="social",instance="${A}"} 1`);
    expect(text).toContain(`kumite_gateway_upstream_ready{service="social",instance="${B}"} 0`);
    expect(text).toContain(`kumite_gateway_upstream_ready{service="identity",instance="${C}"} 1`);
  });
});
