import { Gauge, type Registry } from "prom-client";
import type { ServiceName } from "@kumite/contracts/services";

// The instances of one service the gateway forwards to, when it is given several URLs for it
// (outside Kubernetes, where a Service spreads the calls instead). Calls take turns over the
// instances that are ready: each instance's GET /readyz is asked every second, and one that does
// not answer 200 within a second is out until it does again. An instance a call could not connect
// to is out at once. When none is ready all are tried anyway: a service that is starting answers
// 503 with Retry-After itself, and the client should hear that.

export type InstanceView = { url: string; ready: boolean };

/** Whether the instance at `url` is ready for calls. */
export type ReadinessCheck = (url: string, signal: AbortSignal) => Promise<boolean>;

export type PoolOptions = {
  /** How often each instance's readiness is asked. */
  everyMs?: number;
  /** How long an instance may take to answer before it counts as not ready. */
  timeoutMs?: number;
  check?: ReadinessCheck;
};

const EVERY_MS = 1_000;
const TIMEOUT_MS = 1_000;

export const answersReadyz: ReadinessCheck = async (url, signal) => {
  const response = await fetch(`${url}/readyz`, { signal });
  await response.body?.cancel();
  return response.status === 200;
};

export class UpstreamPool {
  private readonly instances: InstanceView[];
  private turn = 0;
  private readonly everyMs: number;
  private readonly timeoutMs: number;
  private readonly check: ReadinessCheck;
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;

  constructor(urls: readonly string[], options: PoolOptions = {}) {
    if (urls.length === 0) throw new Error("An upstream pool needs at least one URL");
    // Ready until found otherwise: the first calls need not wait for the first round of checks.
    this.instances = urls.map((url) => ({ url, ready: true }));
    this.everyMs = options.everyMs ?? EVERY_MS;
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
    this.check = options.check ?? answersReadyz;
  }

  /**
   * The instances one call may try, in order: the ready ones starting from the next in turn, then
   * the others (still worth a try when the ready ones cannot be reached).
   */
  order(): string[] {
    if (this.instances.length === 1) return [this.instances[0]!.url];
    const ready = this.instances.filter((instance) => instance.ready).map((instance) => instance.url);
    const others = this.instances.filter((instance) => !instance.ready).map((instance) => instance.url);
    if (ready.length === 0) return others;
    const first = this.turn++ % ready.length;
    return [...ready.slice(first), ...ready.slice(0, first), ...others];
  }

  /** A call could not connect to this instance: it is out until its /readyz answers 200 again. */
  takeOut(url: string): void {
    if (this.instances.length === 1) return;
    const instance = this.instances.find((candidate) => candidate.url === url);
    if (instance) instance.ready = false;
  }

  view(): readonly InstanceView[] {
    return this.instances.map((instance) => ({ ...instance }));
  }

  /** Asks every instance once; a lone instance is always tried, so it is not asked. */
  async checkAll(): Promise<void> {
    if (this.instances.length === 1) return;
    await Promise.all(
      this.instances.map(async (instance) => {
        const ready = await this.askInTime(instance.url);
        if (!this.stopping.signal.aborted) instance.ready = ready;
      }),
    );
  }

  /** The instance's answer, or false once it has taken too long or the pool stops. */
  private async askInTime(url: string): Promise<boolean> {
    const asking = new AbortController();
    const giveUp = () => asking.abort();
    const timer = setTimeout(giveUp, this.timeoutMs);
    this.stopping.signal.addEventListener("abort", giveUp);
    const gaveUp = new Promise<boolean>((resolve) => asking.signal.addEventListener("abort", () => resolve(false)));
    try {
      return await Promise.race([this.check(url, asking.signal).catch(() => false), gaveUp]);
    } finally {
      clearTimeout(timer);
      this.stopping.signal.removeEventListener("abort", giveUp);
      asking.abort();
    }
  }

  /** Keeps asking until stopped; the next round starts a period after the last one ended. */
  start(): void {
    if (this.instances.length === 1 || this.timer || this.stopping.signal.aborted) return;
    const round = () => {
      void this.checkAll().then(() => {
        if (this.stopping.signal.aborted) return;
        this.timer = setTimeout(round, this.everyMs);
        this.timer.unref();
      });
    };
    this.timer = setTimeout(round, 0);
    this.timer.unref();
  }

  stop(): void {
    this.stopping.abort();
    clearTimeout(this.timer);
  }
}

/**
 * A pool per service, asking its instances' readiness from now until stopped, and their view in
 * /metrics: kumite_gateway_upstream_ready{service, instance} is 1 while an instance takes calls.
 */
export function upstreamPools(
  upstreams: Record<ServiceName, string | readonly string[]>,
  registry: Registry,
  options: PoolOptions = {},
): Record<ServiceName, UpstreamPool> {
  const pools = Object.fromEntries(
    Object.entries(upstreams).map(([service, urls]) => [
      service,
      new UpstreamPool(typeof urls === "string" ? [urls] : urls, options),
    ]),
  ) as Record<ServiceName, UpstreamPool>;
  for (const pool of Object.values(pools)) pool.start();
  const ready: Gauge<"service" | "instance"> = new Gauge({
    name: "kumite_gateway_upstream_ready",
    help: "Whether the gateway sends calls to a service instance (1) or has taken it out (0)",
    labelNames: ["service", "instance"],
    registers: [registry],
    collect: () => {
      for (const [service, pool] of Object.entries(pools))
        for (const instance of pool.view()) ready.set({ service, instance: instance.url }, instance.ready ? 1 : 0);
    },
  });
  return pools;
}
