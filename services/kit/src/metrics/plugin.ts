import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { UNMATCHED_ROUTE, type Metrics } from "./registry.ts";

// Times every request and serves GET /metrics in the Prometheus text format.
//
// /metrics, /healthz and /readyz are not counted: they are the scraper's and the orchestrator's
// polls, every few seconds whatever the users do, so counting them would inflate request rates
// and pull latency percentiles toward their sub-millisecond answers. Whether a process answers
// at all is Prometheus's own `up` series; readiness failures show in its logs and probes.

export type MetricsPluginOptions = {
  metrics: Metrics;
  /**
   * The route label, when the pattern alone says too little (the gateway's catch-all `/api/*`
   * could be labelled by the service it goes to). Must return a small, fixed set of values;
   * undefined keeps the route pattern.
   */
  routeLabel?: (request: FastifyRequest) => string | undefined;
};

export const METRICS_PATH = "/metrics";
const UNCOUNTED_ROUTES = new Set([METRICS_PATH, "/healthz", "/readyz", "/openapi.json"]);

async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const { metrics, routeLabel } = options;

  // Fastify starts `reply.elapsedTime` when the request reaches its router, before any onRequest
  // hook: so a request that an earlier hook answered (401 for an unsigned call) is timed too,
  // which a start time taken in an onRequest hook of ours would miss. onResponse runs once the
  // reply is sent, on matched and unmatched (404) routes alike.
  app.addHook("onResponse", async (request, reply) => {
    const pattern = request.routeOptions.url;
    if (pattern !== undefined && UNCOUNTED_ROUTES.has(pattern)) return;
    const route = routeLabel?.(request) ?? pattern ?? UNMATCHED_ROUTE;
    metrics.http.observe(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}

/** Register before the routes: `await app.register(metricsPlugin, { metrics })`. */
export const kumiteMetrics = fp(metricsPlugin, { name: "kumite-metrics", fastify: "5.x" });
