import autocannon from "autocannon";
import { availableParallelism } from "node:os";
import Fastify from "fastify";
import { ACTOR_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/actor";
import { startBuiltApp, BUILT_APP_SECRET } from "../test/built-app.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";

// `npm run bench`: the built app on a NATS server of its own, measured with autocannon at 50
// connections. Reports requests per second and p99 latency per route, so every hop has a price.

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

type Row = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function helloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get("/", async () => ({ hello: "world" }));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, close: () => app.close() };
}

const binary = natsServerBinary();
if (!binary) throw new Error("nats-server is not installed: run 'npm run setup'");
const nats = await startTestNats(binary);
const app = await startBuiltApp({ natsUrl: nats.url, redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8" });
const hello = await helloWorld();
try {
  const signUp = await fetch(`${app.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: "benchmark password",
      username: `bench_${Date.now()}`,
      displayName: "Bench Mark",
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const user = (await signUp.json()) as { id: string };
  const cookie = signUp.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;

  const rows = [
    await measure("Fastify hello-world (reference)", hello.url),
    await measure("GET /api/auth/session via gateway", `${app.url}/api/auth/session`, { cookie }),
    await measure("GET /api/auth/session on identity", `${app.serviceUrls.identity}/api/auth/session`, {
      [ACTOR_HEADER]: signActor(user.id, BUILT_APP_SECRET),
    }),
  ];
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, on ${process.platform} with ${availableParallelism()} cores\n`);
  console.table(
    rows.map((row) => ({
      route: row.name,
      "req/s": row.requestsPerSecond,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "errors + non-2xx": row.errors + row.non2xx,
    })),
  );
  const [, viaGateway, direct] = rows;
  if (viaGateway && direct) {
    const perHop = (1000 / viaGateway.requestsPerSecond - 1000 / direct.requestsPerSecond) * CONNECTIONS;
    console.log(`Gateway hop: ${((viaGateway.requestsPerSecond / direct.requestsPerSecond) * 100).toFixed(0)}% of direct throughput, ~${perHop.toFixed(2)} ms added per request at this load`);
  }
} finally {
  await hello.close();
  await app.stop();
  await nats.stop();
}
