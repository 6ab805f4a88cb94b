import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import pino from "pino";
import { DeliverPolicy } from "@nats-io/jetstream";
import { decodeEvents } from "@kumite/kit/event-store";
import { memberKeysOf } from "@kumite/kit/personal-data";
import { connectNats } from "@kumite/kit/nats";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { startService } from "@kumite/kit/service";
import socialService from "../../services/social/src/service.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";

// `node --import tsx infra/bench/rebuild.ts`: how fast social's memory read models come back.
// 1. A log: NATS_URL if set (seed it first with `npm run seed`), else a private nats-server seeded
//    through the real command handlers (infra/seed/seed.ts) with SEED_USERS / SEED_POSTS /
//    SEED_COMMENTS (default 10,000 / 100,000 / 100,000).
// 2. A full rebuild from the log into an empty data folder, in a process of its own: events per
//    second, then the memory it holds (after a GC) per 100,000 posts, and the snapshot it saves
//    when it stops.
// 3. A restart on the same data folder, in a new process: how long until it is ready (from the
//    process's start, module loading included) and what it holds.
// 4. The limit: the same streams read raw by a bare ordered consumer that only decodes the
//    events, in a process of its own. Target: the rebuild at least a quarter of its rate.

const TARGETS = { restartReadyS: 5, rebuildEventsPerSecond: 50_000, rebuildShareOfRaw: 0.25 };
const FETCH_SIZE = 5000;
const PHASE = process.env.REBUILD_BENCH_PHASE;

type PhaseResult = {
  phase: string;
  events: number;
  /** From startService() to caught up. */
  startToReadyS: number;
  /** From the process's start (module loading included) to caught up. */
  processToReadyS: number;
  posts: number;
  rssMb: number;
  heapUsedMb: number;
  /** The same process before the service started (modules loaded, NATS connected): what the read models add is the difference. */
  baseRssMb: number;
  baseHeapUsedMb: number;
  peakRssMb: number;
  stopS: number;
};

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The streams social's projections read. */
const socialStreams = () => [...new Set(socialService.projections.flatMap((projection) => projection.streams))];

/** Every event of social's streams, read and decoded by a bare ordered consumer: what reading the log costs alone. */
async function readRaw(): Promise<void> {
  const nats = await connectNats(process.env.NATS_URL!, "bench-raw");
  const keys = memberKeysOf(nats);
  const started = performance.now();
  let events = 0;
  for (const stream of socialStreams()) {
    const last = (await nats.jsm.streams.info(stream)).state.last_seq;
    if (last === 0) continue;
    const consumer = await nats.js.consumers.get(stream, { deliver_policy: DeliverPolicy.All });
    for (let read = 0; read < last;) {
      // No more than is left: a fetch asking for more waits out its expiry.
      const messages = await consumer.fetch({ max_messages: Math.min(FETCH_SIZE, last - read), expires: 2000 });
      for await (const message of messages) {
        events += (await decodeEvents(message, keys, stream)).length;
        read = message.seq;
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`RESULT ${JSON.stringify({ phase: "raw", events, startToReadyS: seconds })}`);
  await nats.connection.drain();
  process.exit(0);
}

/** One start of social on the log, in this process: the child side of the bench. */
async function runPhase(phase: string): Promise<void> {
  const natsUrl = process.env.NATS_URL!;
  const dataDir = process.env.DATA_DIR!;
  const nats = await connectNats(natsUrl, `bench-${phase}`);
  const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8", { maxRetriesPerRequest: 2 });
  const store = createMemoryReadStore();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  const started = performance.now();
  const service = await startService(socialService, {
    nats,
    redis,
    store,
    logger: pino({ level: process.env.LOG_LEVEL ?? "warn" }),
    logRequests: false,
    actorSecret: "bench-does-not-serve-http-bench-does-not",
    consumerPrefix: `bench_social_${phase}_${process.pid}`,
    // DATA_DIR as the services read it: a base folder, with social's snapshot in its own.
    snapshots: { dir: join(dataDir, "social") },
    env: { ...process.env, STORAGE: "disk", UPLOAD_DIR: mkdtempSync(join(tmpdir(), "kumite-bench-uploads-")) },
  });
  const { projector } = service.deps;
  for (;;) {
    try {
      projector.checkCaughtUp();
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  const ready = performance.now();
  let events = 0;
  for (const stream of projector.streams) events += (await nats.jsm.streams.info(stream)).state.last_seq;
  gc?.();
  gc?.();
  const memory = process.memoryUsage();
  const posts = await store.collection("posts").countDocuments();
  const stopping = performance.now();
  await service.app.close();
  await service.stop();
  const result: PhaseResult = {
    phase,
    events,
    startToReadyS: (ready - started) / 1000,
    processToReadyS: ready / 1000,
    posts,
    rssMb: megabytes(memory.rss),
    heapUsedMb: megabytes(memory.heapUsed),
    baseRssMb: megabytes(base.rss),
    baseHeapUsedMb: megabytes(base.heapUsed),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    stopS: (performance.now() - stopping) / 1000,
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
  await Promise.allSettled([nats.connection.drain(), redis.quit()]);
  process.exit(0);
}

function child(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines: string[] = [];
    createInterface({ input: process_.stdout! }).on("line", (line) => {
      lines.push(line);
      if (!line.startsWith("RESULT ")) console.log(`  ${line}`);
    });
    process_.once("error", reject);
    process_.once("exit", (code) => (code === 0 ? resolve(lines) : reject(new Error(`${script} exited with ${code}`))));
  });
}

async function phase(name: string, env: Record<string, string>): Promise<PhaseResult> {
  const lines = await child("infra/bench/rebuild.ts", { ...env, REBUILD_BENCH_PHASE: name }, ["--expose-gc"]);
  const line = lines.find((candidate) => candidate.startsWith("RESULT "));
  if (!line) throw new Error(`the ${name} phase reported nothing`);
  return JSON.parse(line.slice("RESULT ".length)) as PhaseResult;
}

function folderSize(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function main(): Promise<void> {
  let natsUrl = process.env.NATS_URL;
  let stopNats: (() => Promise<void>) | null = null;
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8";
  if (!natsUrl) {
    const binary = natsServerBinary();
    if (!binary) throw new Error("no nats-server binary: install it or set NATS_URL to a seeded log");
    const nats = await startTestNats(binary);
    natsUrl = nats.url;
    stopNats = nats.stop;
    const sizes = {
      SEED_USERS: process.env.SEED_USERS ?? "10000",
      SEED_POSTS: process.env.SEED_POSTS ?? "100000",
      SEED_COMMENTS: process.env.SEED_COMMENTS ?? "100000",
    };
    console.log(`Seeding a private nats-server (${natsUrl}) through the command handlers…`);
    const seeding = performance.now();
    await child("infra/seed/seed.ts", { ...sizes, NATS_URL: natsUrl, REDIS_URL: redisUrl });
    console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "kumite-bench-read-models-"));
  try {
    const env = { NATS_URL: natsUrl, REDIS_URL: redisUrl, DATA_DIR: dataDir };
    console.log(`Social on ${natsUrl}: a full rebuild, then a restart (snapshots in ${dataDir})…`);
    const rebuild = await phase("rebuild", env);
    const snapshotMb = megabytes(folderSize(dataDir));
    const restart = await phase("restart", env);
    const raw = await phase("raw", env);
    const per100k = (mb: number, posts: number) => (posts > 0 ? Math.round((mb * 100_000) / posts) : 0);
    const eventsPerSecond = Math.round(rebuild.events / rebuild.startToReadyS);
    const rawPerSecond = Math.round(raw.events / raw.startToReadyS);
    console.log(`\n${rebuild.events} events in the streams social reads, ${rebuild.posts} posts\n`);
    console.table(
      [rebuild, restart].map((result) => ({
        phase: result.phase,
        "start→ready s": result.startToReadyS.toFixed(2),
        "process→ready s": result.processToReadyS.toFixed(2),
        "RSS MB": result.rssMb,
        "heap MB": result.heapUsedMb,
        "peak RSS MB": result.peakRssMb,
        "RSS MB / 100k posts": per100k(result.rssMb - result.baseRssMb, result.posts),
        "heap MB / 100k posts": per100k(result.heapUsedMb - result.baseHeapUsedMb, result.posts),
        "stop s": result.stopS.toFixed(2),
      })),
    );
    console.log(
      `Snapshot on disk: ${snapshotMb} MB. Per 100k posts: what the process holds above itself before the service started (${rebuild.baseRssMb} MB RSS, ${rebuild.baseHeapUsedMb} MB heap).`,
    );
    const report = (met: boolean, text: string) => console.log(`${met ? "MET   " : "MISSED"} ${text}`);
    report(
      eventsPerSecond >= TARGETS.rebuildEventsPerSecond,
      `full rebuild: ${eventsPerSecond} events/s (target ≥ ${TARGETS.rebuildEventsPerSecond})`,
    );
    report(
      eventsPerSecond >= rawPerSecond * TARGETS.rebuildShareOfRaw,
      `full rebuild: ${((100 * eventsPerSecond) / rawPerSecond).toFixed(0)}% of the rate of reading the same log raw (${rawPerSecond} events/s, a bare consumer; target ≥ ${TARGETS.rebuildShareOfRaw * 100}%)`,
    );
    report(
      restart.processToReadyS < TARGETS.restartReadyS,
      `ready after a restart: ${restart.processToReadyS.toFixed(2)} s from process start (target < ${TARGETS.restartReadyS} s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await stopNats?.();
  }
}

if (PHASE === "raw") await readRaw();
else if (PHASE) await runPhase(PHASE);
else await main();
