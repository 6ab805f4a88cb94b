import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { ACTOR_HEADER } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/http";
import { BUILT_APP_SECRET, startBuiltApp } from "../test/built-app.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { startProgram } from "./measure.ts";
import { formatLighthouse, measureLighthouse } from "./lighthouse.ts";
import { formatWebWeight, measureWebWeight } from "./web-weight.ts";

// `npm run bench`: the built app (gateway + services, each its own process) on the log at NATS_URL
// (seed it first with `npm run seed`), measured with autocannon at 50 connections: requests per
// second and p99 latency per route, next to a bare Fastify hello-world in its own process. What the
// gateway hop costs is judged as a ratio measured in the same run: a route through the gateway
// against the same route straight from its service (each pair measured back to back), and, as the
// hop's limit on this machine, the feed through a bare proxy (bare-proxy.ts) in front of social.

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const DEEP_PAGES = Number(process.env.BENCH_DEEP_PAGES ?? 500);
/** Through the gateway, at least this share of the same route's throughput on its service directly. */
const HOP_TARGETS = { feed: 0.5, session: 0.75 };

type Row = { route: string; url: string; requestsPerSecond: number; p50: number; p99: number; failed: number };

async function measure(route: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    route,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const natsUrl = process.env.NATS_URL ?? "nats://127.0.0.1:4222";
// The seeded start, as `npm start` makes it: every service at once on the seeded log, each replaying
// it while the others do. One that exits before it is ready fails the bench (built-app.ts).
console.log(`Starting the built app on ${natsUrl}: every service at once, each replaying the log first…`);
const started = Date.now();
const app = await startBuiltApp({
  natsUrl,
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8",
  readyTimeoutMs: 15 * 60 * 1000,
});
console.log(`The seeded start: every service ready in ${((Date.now() - started) / 1000).toFixed(1)} s, none exited`);
const hello = await startProgram("infra/bench/hello-world.ts");
// The limit of the hop: the simplest proxy built as the gateway is, in front of social.
const bareProxy = await startProgram("infra/bench/bare-proxy.ts", app.serviceUrls.social!);
try {
  const user = await signUpThrough(app.url, { displayName: "Bench Mark" });
  const { cookie } = user;
  const get = (path: string) => fetch(`${app.url}${path}`, { headers: { cookie } });

  const counts = (await (await get("/api/posts/categories")).json()) as Array<{ count: number }>;
  const posts = counts.reduce((sum, entry) => sum + entry.count, 0);
  console.log(`The feed holds ${posts} posts.`);
  if (posts < 1000) throw new Error("Too little data to measure a feed: run 'npm run seed' first (same NATS_URL).");

  let cursor = "";
  let depth = 0;
  for (let page = 0; page < DEEP_PAGES; page++) {
    const reply = await get(`/api/posts?limit=50${cursor ? `&cursor=${cursor}` : ""}`);
    const next = reply.headers.get("x-next-cursor");
    if (!next) break;
    cursor = next;
    depth += 50;
  }

  // A service takes the gateway's signed header; signed just before its measurement, it is good for
  // that one call for 30 s (ACTOR_MAX_AGE_MS): BENCH_SECONDS + 2 s of warm-up must stay within it.
  const direct = (service: string, path: string) =>
    measure(`GET ${path} on ${service} directly`, `${app.serviceUrls[service]}${path}`, {
      [ACTOR_HEADER]: signActor(user.id, BUILT_APP_SECRET, { method: "GET", url: path }),
    });
  const helloWorld = await measure("Fastify hello-world (reference, own process)", hello.url);
  const feedViaGateway = await measure("GET /api/posts via gateway (first page)", `${app.url}/api/posts`, { cookie });
  const feedDirect = await direct("social", "/api/posts");
  const feedViaBareProxy = await measure(
    "GET /api/posts via a bare proxy (the hop's limit)",
    `${bareProxy.url}/api/posts`,
    {
      [ACTOR_HEADER]: signActor(user.id, BUILT_APP_SECRET, { method: "GET", url: "/api/posts" }),
    },
  );
  const otherPages = [
    await measure(
      `GET /api/posts?cursor=… via gateway (${depth} posts deep)`,
      `${app.url}/api/posts?cursor=${cursor}`,
      { cookie },
    ),
    await measure("GET /api/posts?category=Judo via gateway", `${app.url}/api/posts?category=Judo`, { cookie }),
    // One post per page: what the two hops cost apart from moving a page of JSON.
    await measure("GET /api/posts?limit=1 via gateway", `${app.url}/api/posts?limit=1`, { cookie }),
  ];
  // The lists a member opens beside the feed, measured the same way: nearby gyms (the seed puts its
  // gyms around twelve cities, Lisbon one of them) and the dojo list.
  const lists = [
    await measure(
      "GET /api/gyms/nearby (Lisbon, 25 km) via gateway",
      `${app.url}/api/gyms/nearby?latitude=38.72&longitude=-9.14&radius=25`,
      { cookie },
    ),
    await measure("GET /api/dojos via gateway", `${app.url}/api/dojos`, { cookie }),
  ];
  const sessionViaGateway = await measure("GET /api/auth/session via gateway", `${app.url}/api/auth/session`, {
    cookie,
  });
  const sessionDirect = await direct("identity", "/api/auth/session");
  const rows = [
    helloWorld,
    feedViaGateway,
    feedDirect,
    feedViaBareProxy,
    ...otherPages,
    ...lists,
    sessionViaGateway,
    sessionDirect,
  ];

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per route, ${availableParallelism()} cores, ${posts} posts\n`,
  );
  console.table(
    rows.map((row) => ({
      route: row.route,
      "req/s": row.requestsPerSecond,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      failed: row.failed,
    })),
  );
  const hop = (what: string, viaGateway: Row, straight: Row, service: string, target: number) => {
    const share = viaGateway.requestsPerSecond / straight.requestsPerSecond;
    const met = share >= target && viaGateway.failed === 0 && straight.failed === 0;
    const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
    console.log(
      `${met ? "MET   " : "MISSED"} ${what} through the gateway: ${percent(share)} of ${service} directly (target ≥ ${percent(target)})`,
    );
  };
  hop("Feed, first page,", feedViaGateway, feedDirect, "social", HOP_TARGETS.feed);
  const percentOf = (part: Row, whole: Row) =>
    `${((part.requestsPerSecond / whole.requestsPerSecond) * 100).toFixed(0)}%`;
  console.log(
    `       the limit: a bare reply-from proxy reaches ${percentOf(feedViaBareProxy, feedDirect)} of social directly; ` +
      `the gateway (sessions, actor signing, headers, metrics) ${percentOf(feedViaGateway, feedViaBareProxy)} of the bare proxy`,
  );
  hop("Session route", sessionViaGateway, sessionDirect, "identity", HOP_TARGETS.session);
  // The limit of the lists' target: the same pages as fixed bytes, each from a server of its own
  // that only sends them, measured the same way. A page's size alone costs what this ratio says.
  const scratch = mkdtempSync(join(tmpdir(), "kumite-bench-pages-"));
  const fixed = async (name: string, path: string) => {
    const file = join(scratch, `${name.replace(/[^\w]+/g, "-")}.json`);
    writeFileSync(file, Buffer.from(await (await get(path)).arrayBuffer()));
    const server = await startProgram("infra/bench/fixed-page.ts", file);
    try {
      return { row: await measure(`${name} as fixed bytes (the limit)`, server.url), bytes: statSync(file).size };
    } finally {
      server.stop();
    }
  };
  const feedFixed = await fixed("feed's first page", "/api/posts");
  for (const list of lists) {
    const listFixed = await fixed(list.route, new URL(list.url).pathname + new URL(list.url).search);
    const met = list.requestsPerSecond >= feedViaGateway.requestsPerSecond && list.failed === 0;
    console.log(
      `${met ? "MET   " : "MISSED"} ${list.route}: ${percentOf(list, feedViaGateway)} of the feed's first page ` +
        `(target ≥ 100%); the limit: a page of ${(listFixed.bytes / 1024).toFixed(0)} KB against the feed's ` +
        `${(feedFixed.bytes / 1024).toFixed(0)} KB, as fixed bytes, ${percentOf(listFixed.row, feedFixed.row)}`,
    );
  }
  rmSync(scratch, { recursive: true, force: true });

  // What a browser downloads before it shows the sign-in page and the feed, and how soon the feed paints.
  console.log(`\n${formatWebWeight(await measureWebWeight(app.url, cookie))}`);
  // Lighthouse on the sign-in page, the feed, messages, dojos and gyms, as a phone on slow 4G sees them.
  console.log(`\n${formatLighthouse(await measureLighthouse(app.url, user.sessionId))}`);
} finally {
  hello.stop();
  bareProxy.stop();
  await app.stop();
}
