import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import type { NewEvent } from "@kumite/kit/event-store";
import { startBuiltApp, type BuiltApp } from "../test/built-app.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";

// What the benches share: one route measured at a number of connections after a warm-up, an event
// as a service would append it, and the bare Fastify hello-world that shows this machine's limit.

export type Row = { route: string; "req/s": number; "p50 ms": number; "p99 ms": number; failed: number };

/**
 * Calls `url` (a GET, or a POST of `body`) at `connections` for `seconds` after a 2 s warm-up, as
 * the member whose cookie is given.
 */
export async function measure(
  route: string,
  url: string,
  options: { connections: number; seconds: number; cookie?: string; post?: string },
): Promise<Row> {
  const headers: Record<string, string> = {
    ...(options.cookie && { cookie: options.cookie }),
    ...(options.post && { "content-type": "application/json" }),
  };
  const request = {
    url,
    connections: options.connections,
    headers,
    ...(options.post && { method: "POST" as const, body: options.post }),
  };
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: options.seconds });
  return {
    route,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** An event as a service appends it, for benches that fill the log directly. */
export const benchEvent = (type: string, aggregateId: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  aggregateId,
  occurredAt: new Date().toISOString(),
  actorId: null,
  data,
});

/** A bench program in its own process, once it has printed the URL it listens on. */
export async function startProgram(script: string, ...args: string[]): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  return { url, stop: () => child.kill() };
}

/** The simplest possible HTTP server (its own process), for the limit of this machine in the same run. */
export const startHelloWorld = () => startProgram("infra/bench/hello-world.ts");

/**
 * The built app on the local NATS and Redis (NATS_URL, REDIS_URL), for a bench run on its own
 * (web-weight.ts, lighthouse.ts): its services' warnings are not the measure, only errors show.
 */
export function startLocalBuiltApp(): Promise<BuiltApp> {
  return startBuiltApp({
    natsUrl: process.env.NATS_URL ?? "nats://127.0.0.1:4222",
    redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8",
    readyTimeoutMs: 15 * 60 * 1000,
    env: { LOG_LEVEL: "error" },
  });
}

/**
 * The built app on a private nats-server's log that `fill` appends to first, once the app has
 * replayed it; `use` measures it, given what `fill` returned and the log's URL; both stop after.
 */
export async function onPrivateLog<Filled>(
  fill: (natsUrl: string) => Promise<Filled>,
  use: (app: BuiltApp, filled: Filled, natsUrl: string) => Promise<void>,
): Promise<void> {
  const binary = natsServerBinary();
  if (!binary) throw new Error("nats-server is missing: run 'npm run setup'");
  const nats = await startTestNats(binary);
  try {
    const filled = await fill(nats.url);
    const started = Date.now();
    const app = await startBuiltApp({
      natsUrl: nats.url,
      redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8",
      readyTimeoutMs: 10 * 60 * 1000,
    });
    console.log(`The built app replayed them and is ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    try {
      await use(app, filled, nats.url);
    } finally {
      await app.stop();
    }
  } finally {
    await nats.stop();
  }
}
