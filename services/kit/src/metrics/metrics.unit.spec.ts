import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { kumiteMetrics } from "./plugin.ts";
import { createMetrics } from "./registry.ts";

async function appWithMetrics(service = "social") {
  const metrics = createMetrics({ service });
  const app = Fastify({ logger: false });
  await app.register(kumiteMetrics, { metrics });
  app.get("/api/posts/:id", async (request) => ({ id: (request.params as { id: string }).id }));
  app.get("/healthz", async () => ({ status: "ok" }));
  return { app, metrics };
}

async function scrape(app: Awaited<ReturnType<typeof appWithMetrics>>["app"]) {
  const reply = await app.inject({ url: "/metrics" });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return reply.body;
}

type Sample = { labels: Record<string, string>; value: number };

/** The samples of one series, e.g. `http_request_duration_seconds_count`, whatever their label order. */
function samples(text: string, name: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const [, labelText = "", value = ""] = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key = "", text = ""]) => [key, text]),
      );
      return { labels, value: Number(value) };
    });
}

/** The value of the sample with exactly these labels, or undefined when there is none. */
function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples(text, name).find((sample) => JSON.stringify(Object.entries(sample.labels).sort()) === wanted)?.value;
}

const social = { service: "social" };
const postById = { route: "/api/posts/:id", method: "GET", status_code: "200", ...social };

describe("metrics", () => {
  it("counts requests by route pattern, method and status, never by raw URL", async () => {
    const { app } = await appWithMetrics();
    expect((await app.inject({ url: "/api/posts/p-123" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/posts/p-456?x=1" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/nowhere/p-789" })).statusCode).toBe(404);

    const text = await scrape(app);
    expect(valueOf(text, "http_request_duration_seconds_count", postById)).toBe(2);
    expect(valueOf(text, "http_request_duration_seconds_bucket", { ...postById, le: "5" })).toBe(2);
    const unmatched = { route: "unmatched", method: "GET", status_code: "404", ...social };
    expect(valueOf(text, "http_request_duration_seconds_count", unmatched)).toBe(1);
    expect(samples(text, "http_request_duration_seconds_count")).toHaveLength(2);
    expect(text).not.toMatch(/p-123|p-456|p-789|\/api\/nowhere/);
  });

  it("times a request that an earlier hook answered, such as an unsigned call refused with 401", async () => {
    const metrics = createMetrics();
    const app = Fastify({ logger: false });
    app.addHook("onRequest", async (request, reply) => {
      if (request.url !== "/metrics") return reply.code(401).send({ message: "Unsigned" });
    });
    await app.register(kumiteMetrics, { metrics });
    app.get("/api/posts/:id", async () => ({}));
    expect((await app.inject({ url: "/api/posts/p-1" })).statusCode).toBe(401);
    const labels = { route: "/api/posts/:id", method: "GET", status_code: "401" };
    expect(valueOf(await scrape(app), "http_request_duration_seconds_count", labels)).toBe(1);
  });

  it("leaves the scraper's and the probes' calls out of the API traffic", async () => {
    const { app } = await appWithMetrics();
    await app.inject({ url: "/healthz" });
    await scrape(app);
    const text = await scrape(app);
    expect(samples(text, "http_request_duration_seconds_count")).toEqual([]);
  });

  it("exposes appends by stream and outcome, and projection lag and consumers", async () => {
    const { app, metrics } = await appWithMetrics();
    metrics.appends.record("SOCIAL", "ok", 0.004);
    metrics.appends.record("SOCIAL", "ok", 0.002);
    metrics.appends.record("SOCIAL", "conflict", 0.003);
    metrics.projections.setLag("feed", "SOCIAL", 42);
    metrics.projections.setOpenConsumers(3);

    const text = await scrape(app);
    expect(valueOf(text, "kumite_event_store_appends_total", { stream: "SOCIAL", outcome: "ok", ...social })).toBe(2);
    expect(
      valueOf(text, "kumite_event_store_appends_total", { stream: "SOCIAL", outcome: "conflict", ...social }),
    ).toBe(1);
    expect(valueOf(text, "kumite_event_store_append_duration_seconds_count", { stream: "SOCIAL", ...social })).toBe(3);
    expect(
      valueOf(text, "kumite_event_store_append_duration_seconds_bucket", { stream: "SOCIAL", le: "0.0025", ...social }),
    ).toBe(1);
    expect(valueOf(text, "kumite_projection_lag_events", { projection: "feed", stream: "SOCIAL", ...social })).toBe(42);
    expect(valueOf(text, "kumite_projection_open_consumers", social)).toBe(3);
  });

  it("measures lag at scrape time, and still answers when the sample fails", async () => {
    const { app, metrics } = await appWithMetrics();
    const feed = { projection: "feed", stream: "SOCIAL", ...social };
    let last = 10;
    metrics.projections.sampleLagOnScrape(() => metrics.projections.setLag("feed", "SOCIAL", last - 4));
    expect(valueOf(await scrape(app), "kumite_projection_lag_events", feed)).toBe(6);
    last = 15;
    expect(valueOf(await scrape(app), "kumite_projection_lag_events", feed)).toBe(11);
    metrics.projections.sampleLagOnScrape(async () => Promise.reject(new Error("no NATS")));
    expect(valueOf(await scrape(app), "kumite_projection_lag_events", feed)).toBe(11);
  });

  it("includes the Node process metrics", async () => {
    const { app } = await appWithMetrics();
    const text = await scrape(app);
    expect(text).toContain("# TYPE process_cpu_user_seconds_total counter");
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
  });

  it("keeps two apps in one process apart, with no name collisions", async () => {
    const first = await appWithMetrics("social");
    const second = await appWithMetrics("identity");
    await first.app.inject({ url: "/api/posts/a" });
    first.metrics.appends.record("SOCIAL", "error", 0.5);

    const secondText = await scrape(second.app);
    expect(samples(secondText, "http_request_duration_seconds_count")).toEqual([]);
    expect(samples(secondText, "kumite_event_store_appends_total")).toEqual([]);
    expect(samples(secondText, "process_cpu_user_seconds_total")[0]?.labels).toEqual({ service: "identity" });

    const firstText = await scrape(first.app);
    expect(valueOf(firstText, "http_request_duration_seconds_count", postById)).toBe(1);
    expect(
      valueOf(firstText, "kumite_event_store_appends_total", { stream: "SOCIAL", outcome: "error", ...social }),
    ).toBe(1);
  });

  it("labels by the route label the app chooses, e.g. the gateway's catch-all by service", async () => {
    const metrics = createMetrics();
    const app = Fastify({ logger: false });
    await app.register(kumiteMetrics, {
      metrics,
      routeLabel: (request) =>
        request.routeOptions.url === "/api/*" ? `/api/* ${request.url.split("/")[2]}` : undefined,
    });
    app.all("/api/*", async () => ({ forwarded: true }));
    await app.inject({ method: "POST", url: "/api/posts" });
    const labels = { route: "/api/* posts", method: "POST", status_code: "200" };
    expect(valueOf(await scrape(app), "http_request_duration_seconds_count", labels)).toBe(1);
  });
});
