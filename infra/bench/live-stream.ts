import { request, type IncomingMessage } from "node:http";
import { availableParallelism } from "node:os";
import { liveSubject } from "@kumite/contracts/live";
import { connectNats } from "@kumite/kit/nats";
import { startBuiltApp } from "../test/built-app.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";

// `node --import tsx infra/bench/live-stream.ts` (after `npm run build`): the live stream at
// BENCH_STREAMS open streams (default 1,000) through the built gateway, on a private nats-server.
// Members sign up through the gateway (BENCH_STREAMS_PER_MEMBER tabs each, default 1: one NATS
// subscription per stream, the heavier case), open GET /api/stream with their cookie, then events
// are published on `live.user.<id>` at BENCH_STREAM_RATE per second (default 200), round robin over
// the members, for BENCH_STREAM_SECONDS (default 60; a soak test sets 300). Reported: the
// gateway's resident memory and heap (from its /metrics) before opening, after opening, every
// REPORT_EVERY_S during the traffic, at the end and after the streams closed; delivery latency from
// publish to receipt (p50, p99, max); events lost. Targets: p99 < 200 ms, none lost, no memory growth.

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const PER_MEMBER = Math.max(1, Number(process.env.BENCH_STREAMS_PER_MEMBER ?? 1));
const RATE = Number(process.env.BENCH_STREAM_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 60);
const REPORT_EVERY_S = Math.max(2, Math.round(SECONDS / 20));
const SIGN_UP_CONCURRENCY = 16;
const TARGET_P99_MS = 200;
/**
 * Growth over the traffic above which memory is called growing. The heap's floor (its lowest sample
 * in the last quarter of the traffic against the first quarter's) is what a leak raises: single
 * samples swing with the garbage collector, and resident memory with the allocator.
 */
const GROWTH_TOLERANCE = 0.1;
const GROWTH_SLACK_BYTES = 5 * 1024 * 1024;

type Member = { id: string; cookie: string };
type Memory = { rss: number; heap: number; streams: number; subscriptions: number };

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const signUp = (url: string, index: number): Promise<Member> =>
  signUpThrough(url, {
    displayName: `Live Bench ${index}`,
    martialArts: ["Judo"],
    skillLevel: "Intermediate",
    availability: ["Monday"],
    trainingGoals: ["Competition"],
    location: "Lisbon",
    latitude: 38.72,
    longitude: -9.14,
  });

async function memoryOf(url: string): Promise<Memory> {
  const text = await fetch(`${url}/metrics`).then((reply) => reply.text());
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, "m").exec(text)?.[1] ?? NaN);
  return {
    rss: value("process_resident_memory_bytes"),
    heap: value("nodejs_heap_size_used_bytes"),
    streams: value("kumite_gateway_open_streams"),
    subscriptions: value("kumite_gateway_live_subscriptions"),
  };
}

/** One open stream: counts its events and records each bench event's latency from its `sentAt`. */
function openStream(
  url: string,
  cookie: string,
  onEvent: (data: string) => void,
): Promise<{ response: IncomingMessage; ready: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${url}/api/stream`,
      { headers: { cookie, accept: "text/event-stream" }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`GET /api/stream answered ${response.statusCode}`));
        response.setEncoding("utf8");
        let buffer = "";
        let ready: () => void;
        const readyPromise = new Promise<void>((done) => (ready = done));
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes("event: ready")) ready();
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data && !block.includes("event: ready")) onEvent(data);
          }
        });
        response.on("error", () => undefined);
        resolve({ response, ready: readyPromise });
      },
    );
    call.once("error", reject);
    call.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const binary = natsServerBinary();
if (!binary) throw new Error("nats-server is missing: run 'npm run setup'");
const nats = await startTestNats(binary);
try {
  const app = await startBuiltApp({ natsUrl: nats.url, redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8" });
  const publisher = await connectNats(nats.url, "bench-live-stream");
  const streams: IncomingMessage[] = [];
  try {
    const memory: Array<{ when: string } & Memory> = [];
    const sample = async (when: string) => {
      const sampled = { when, ...(await memoryOf(app.url)) };
      memory.push(sampled);
      return sampled;
    };
    await sample("before opening");

    const memberCount = Math.ceil(STREAMS / PER_MEMBER);
    const members: Member[] = [];
    let started = performance.now();
    for (let from = 0; from < memberCount; from += SIGN_UP_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(SIGN_UP_CONCURRENCY, memberCount - from) }, (_, offset) =>
        signUp(app.url, from + offset),
      );
      members.push(...(await Promise.all(batch)));
    }
    console.log(`${memberCount} members signed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const latencies: number[] = [];
    let received = 0;
    const onEvent = (data: string) => {
      received++;
      const sentAt = (JSON.parse(data) as { sentAt?: number }).sentAt;
      if (sentAt !== undefined) latencies.push(performance.now() - sentAt);
    };
    started = performance.now();
    const readies: Array<Promise<void>> = [];
    for (let index = 0; index < STREAMS; index++) {
      const { response, ready } = await openStream(app.url, members[index % memberCount]!.cookie, onEvent);
      streams.push(response);
      readies.push(ready);
    }
    await Promise.all(readies);
    console.log(
      `${STREAMS} streams open (${PER_MEMBER} per member) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await sample("after opening");

    // Steady traffic: RATE events a second (caught up every 20 ms tick), round robin over the members.
    const tickMs = 20;
    let published = 0;
    let nextMember = 0;
    started = performance.now();
    let nextReport = REPORT_EVERY_S;
    while (performance.now() - started < SECONDS * 1000) {
      const due = Math.floor(((performance.now() - started) / 1000) * RATE);
      while (published < due) {
        const member = members[nextMember++ % memberCount]!;
        publisher.connection.publish(
          liveSubject(member.id),
          JSON.stringify({ type: "notification", notificationId: `bench-${published++}`, sentAt: performance.now() }),
        );
      }
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= nextReport) {
        const at = await sample(`traffic ${nextReport} s`);
        if (nextReport % (REPORT_EVERY_S * 5) === 0)
          console.log(
            `  ${nextReport} s: ${published} published, ${received} received, gateway ${MB(at.rss)} resident, ${MB(at.heap)} heap`,
          );
        nextReport += REPORT_EVERY_S;
      }
      await new Promise((resolve) => setTimeout(resolve, tickMs));
    }
    await publisher.connection.flush();
    const expected = published * PER_MEMBER;
    const deadline = Date.now() + 5000;
    while (received < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const atEnd = await sample("end of traffic");

    for (const stream of streams.splice(0)) stream.destroy();
    const closeDeadline = Date.now() + 5000;
    let closed = await memoryOf(app.url);
    while ((closed.streams > 0 || closed.subscriptions > 0) && Date.now() < closeDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      closed = await memoryOf(app.url);
    }
    memory.push({ when: "after closing", ...closed });

    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(
      `\nLive stream: ${STREAMS} streams, ${memberCount} members, ${RATE} events/s for ${SECONDS} s, ${availableParallelism()} cores`,
    );
    console.table(
      memory.map((entry) => ({
        when: entry.when,
        resident: MB(entry.rss),
        "heap used": MB(entry.heap),
        "open streams": entry.streams,
        "NATS subscriptions": entry.subscriptions,
      })),
    );
    console.table([
      {
        published,
        expected,
        received,
        lost: expected - received,
        "p50 ms": p50.toFixed(2),
        "p99 ms": p99.toFixed(2),
        "max ms": (latencies.at(-1) ?? NaN).toFixed(2),
      },
    ]);
    const afterOpening = memory.find((entry) => entry.when === "after opening")!;
    const before = memory[0]!;
    const per1000 = (bytes: number) => MB((bytes / STREAMS) * 1000);
    console.log(
      `Per 1,000 open streams (after opening minus before): heap ${per1000(afterOpening.heap - before.heap)}, resident ${per1000(afterOpening.rss - before.rss)}`,
    );
    const latencyMet = p99 < TARGET_P99_MS && received === expected;
    console.log(
      `${latencyMet ? "MET   " : "MISSED"} delivery p99 ${p99.toFixed(1)} ms, ${expected - received} lost (target < ${TARGET_P99_MS} ms, none lost)`,
    );
    const during = memory.filter((entry) => entry.when.startsWith("traffic"));
    const quarter = Math.max(1, Math.floor(during.length / 4));
    const floor = (entries: Memory[]) => Math.min(...entries.map((entry) => entry.heap));
    const early = floor(during.slice(0, quarter));
    const late = floor(during.slice(-quarter));
    const heapGrowth = late - early;
    const steady = during.length >= 4 && heapGrowth <= Math.max(GROWTH_SLACK_BYTES, early * GROWTH_TOLERANCE);
    console.log(
      `${steady ? "MET   " : "MISSED"} memory over ${SECONDS} s of traffic: heap floor ${MB(early)} → ${MB(late)}, ` +
        `resident ${MB(afterOpening.rss)} after opening → ${MB(atEnd.rss)} at the end ` +
        `(target: no growth, the heap floor within ${GROWTH_TOLERANCE * 100} % or ${MB(GROWTH_SLACK_BYTES)}${during.length < 4 ? "; too short to judge" : ""})`,
    );
    const released = closed.streams === 0 && closed.subscriptions === 0;
    console.log(
      `${released ? "MET   " : "MISSED"} closing every stream leaves ${closed.streams} open streams and ${closed.subscriptions} NATS subscriptions`,
    );
  } finally {
    for (const stream of streams) stream.destroy();
    await publisher.connection.close();
    await app.stop();
  }
} finally {
  await nats.stop();
}
