import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { ACTOR_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/actor";
import { BUILT_APP_SECRET, startBuiltApp } from "../test/built-app.ts";
import { formatWebWeight, measureWebWeight } from "./web-weight.ts";

// `npm run bench`: the built app (gateway + services, each its own process) on the log at NATS_URL
// (seed it first with `npm run seed`), measured with autocannon at 50 connections: requests per
// second and p99 latency per route, next to a bare Fastify hello-world in its own process.

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const DEEP_PAGES = Number(process.env.BENCH_DEEP_PAGES ?? 500);
const FEED_TARGETS = { shareOfHelloWorld: 0.3, p99Ms: 30 };

type Row = { route: string; requestsPerSecond: number; p50: number; p99: number; failed: number };

async function measure(route: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    route,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function startHelloWorld(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "infra/bench/hello-world.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  return { url, stop: () => child.kill() };
}

const natsUrl = process.env.NATS_URL ?? "nats://127.0.0.1:4222";
console.log(`Starting the built app on ${natsUrl} (its read models replay the log first)…`);
const started = Date.now();
const app = await startBuiltApp({
  natsUrl,
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8",
  readyTimeoutMs: 15 * 60 * 1000,
});
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const hello = await startHelloWorld();
try {
  const tag = Date.now().toString(36);
  const signUp = await fetch(`${app.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-${tag}@kumite.test`, password: "benchmark password", username: `bench_${tag}`, displayName: "Bench Mark" }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const user = (await signUp.json()) as { id: string };
  const cookie = signUp.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;
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

  const rows: Row[] = [
    await measure("Fastify hello-world (reference, own process)", hello.url),
    await measure("GET /api/posts via gateway (first page)", `${app.url}/api/posts`, { cookie }),
    await measure(`GET /api/posts?cursor=… via gateway (${depth} posts deep)`, `${app.url}/api/posts?cursor=${cursor}`, { cookie }),
    await measure("GET /api/posts?category=Judo via gateway", `${app.url}/api/posts?category=Judo`, { cookie }),
    // One post per page: what the two hops cost apart from moving a page of JSON.
    await measure("GET /api/posts?limit=1 via gateway", `${app.url}/api/posts?limit=1`, { cookie }),
    await measure("GET /api/auth/session via gateway", `${app.url}/api/auth/session`, { cookie }),
    await measure("GET /api/auth/session on identity directly", `${app.serviceUrls.identity}/api/auth/session`, {
      [ACTOR_HEADER]: signActor(user.id, BUILT_APP_SECRET),
    }),
    await measure("GET /api/posts on social directly", `${app.serviceUrls.social}/api/posts`, {
      [ACTOR_HEADER]: signActor(user.id, BUILT_APP_SECRET),
    }),
  ];

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per route, ${availableParallelism()} cores, ${posts} posts\n`);
  console.table(rows.map((row) => ({ route: row.route, "req/s": row.requestsPerSecond, "p50 ms": row.p50, "p99 ms": row.p99, failed: row.failed })));
  const reference = rows[0]!.requestsPerSecond;
  for (const row of rows.slice(1, 4)) {
    const share = row.requestsPerSecond / reference;
    const met = share >= FEED_TARGETS.shareOfHelloWorld && row.p99 < FEED_TARGETS.p99Ms && row.failed === 0;
    console.log(`${met ? "MET   " : "MISSED"} ${row.route}: ${(share * 100).toFixed(0)}% of hello-world (target ≥ 30%), p99 ${row.p99} ms (target < 30 ms)`);
  }
  const [viaGateway, direct] = [rows[5]!, rows[6]!];
  console.log(`Gateway hop on the session route: ${((viaGateway.requestsPerSecond / direct.requestsPerSecond) * 100).toFixed(0)}% of the direct throughput`);

  // What a browser downloads before it shows the sign-in page and the feed, and how soon the feed paints.
  console.log(`\n${formatWebWeight(await measureWebWeight(app.url, cookie))}`);
} finally {
  hello.stop();
  await app.stop();
}
