import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from "prom-client";

// What a service (or the gateway) tells Prometheus. Each app gets its own registry, never
// prom-client's global one, so several apps built in one test process never meet with
// "metric already registered". The Node process metrics are facts about the process, not the app:
// they are collected once per process and shared by every app's registry (collectDefaultMetrics
// starts an event-loop-delay monitor and a GC observer that are never stopped, so once per app
// would pile them up in a test run that builds hundreds of apps).

export type AppendOutcome = "ok" | "conflict" | "error";
/** Why a projection stalled: the read store was out of reach, or the handler itself failed (a bug). */
export type StallCause = "store" | "handler";

/** A request that matched no route: its raw URL is never a label (ids would explode cardinality). */
export const UNMATCHED_ROUTE = "unmatched";

/** Seconds, from 1 ms to 5 s: a read-model query at the low end, a slow append or proxy hop at the top. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export type Metrics = {
  readonly registry: Registry;
  readonly http: {
    /** One answered request; `route` is the route pattern (`/api/posts/:id`) or UNMATCHED_ROUTE. */
    observe(route: string, method: string, statusCode: number, seconds: number): void;
  };
  readonly appends: {
    /** One append to the event store: `stream` is the stream name (`SOCIAL`), never the subject. */
    record(stream: string, outcome: AppendOutcome, seconds: number): void;
  };
  readonly projections: {
    /** The stream's last sequence minus the sequence the projection has applied. */
    setLag(projection: string, stream: string, lag: number): void;
    setOpenConsumers(count: number): void;
    /**
     * A projection stalled on `stream` (its handler or the store failed: `cause`), or applies
     * again (null): the stall shows as a gauge until it heals, and every failure is counted.
     */
    setStalled(projection: string, stream: string, cause: StallCause | null): void;
    /**
     * Runs `sample` at every scrape, before the lag is read, so the lag is measured when asked
     * for (a stalled consumer reports no progress, so lag set only on delivery would freeze).
     * A failing sample keeps the last values: the rest of /metrics still answers.
     */
    sampleLagOnScrape(sample: () => Promise<void> | void): void;
  };
};

export type MetricsOptions = {
  /** Added as a `service` label to every series, e.g. "social" or "gateway". */
  service?: string;
};

let processMetrics: readonly Metric[] | null = null;

/** The Node process metrics (CPU, memory, event loop, GC …), created once per process. */
function defaultProcessMetrics(): readonly Metric[] {
  if (!processMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    processMetrics = registry
      .getMetricsAsArray()
      .map(({ name }) => registry.getSingleMetric(name))
      .filter((metric) => metric !== undefined);
  }
  return processMetrics;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.service) registry.setDefaultLabels({ service: options.service });
  for (const metric of defaultProcessMetrics()) registry.registerMetric(metric);
  const registers = [registry];

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by route pattern, method and status code: latency in seconds; _count is the number of requests.",
    labelNames: ["route", "method", "status_code"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  const appendsTotal = new Counter({
    name: "kumite_event_store_appends_total",
    help: "Appends to the event store by stream and outcome (ok, conflict: the expected version was stale, error).",
    labelNames: ["stream", "outcome"] as const,
    registers,
  });
  const appendDuration = new Histogram({
    name: "kumite_event_store_append_duration_seconds",
    help: "Latency of appends to the event store in seconds, by stream, whatever their outcome.",
    labelNames: ["stream"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  let sampleLag: (() => Promise<void> | void) | null = null;
  const projectionLag = new Gauge({
    name: "kumite_projection_lag_events",
    help: "Events a projection has still to apply: the stream's last sequence minus the projection's.",
    labelNames: ["projection", "stream"] as const,
    registers,
    async collect() {
      try {
        await sampleLag?.();
      } catch {
        // Keep the last values; an unreachable NATS shows elsewhere (readiness, logs).
      }
    },
  });
  const stalled = new Gauge({
    name: "kumite_projection_stalled",
    help: "1 while a projection stands still on a stream because applying an event failed (it is retried, never skipped).",
    labelNames: ["projection", "stream"] as const,
    registers,
  });
  const stalls = new Counter({
    name: "kumite_projection_stalls_total",
    help: "Failures to apply an event, by projection, stream and cause (store: out of reach; handler: its own error).",
    labelNames: ["projection", "stream", "cause"] as const,
    registers,
  });
  const openConsumers = new Gauge({
    name: "kumite_projection_open_consumers",
    help: "JetStream consumers this process holds open for its projections.",
    registers,
  });

  return {
    registry,
    http: {
      observe(route, method, statusCode, seconds) {
        requestDuration.observe({ route, method, status_code: String(statusCode) }, seconds);
      },
    },
    appends: {
      record(stream, outcome, seconds) {
        appendsTotal.inc({ stream, outcome });
        appendDuration.observe({ stream }, seconds);
      },
    },
    projections: {
      setLag(projection, stream, lag) {
        projectionLag.set({ projection, stream }, Math.max(0, lag));
      },
      setOpenConsumers(count) {
        openConsumers.set(count);
      },
      setStalled(projection, stream, cause) {
        stalled.set({ projection, stream }, cause === null ? 0 : 1);
        if (cause !== null) stalls.inc({ projection, stream, cause });
      },
      sampleLagOnScrape(sample) {
        sampleLag = sample;
      },
    },
  };
}
