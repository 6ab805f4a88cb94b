import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import { SseClient } from "../../gateway/test/sse-client.ts";
import { startBuiltApp, type BuiltApp } from "../test/built-app.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";

// `node --import tsx infra/bench/messaging.ts` (part of `npm run bench`): direct messages through
// the gateway on a private nats-server. Ten members each send to the next, at 10 connections in
// all; each reply comes after messaging's own read models applied the message (read-your-writes).
// Targets: ≥ 1,500 messages/s, p99 < 30 ms. Then one member holds GET /api/stream open while
// another sends them LATENCY_MESSAGES messages at 50/s: from the send to the `message` event on
// the receiver's stream, p99 < 200 ms.

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = { perSecond: 1500, p99Ms: 30, streamP99Ms: 200 };
const LATENCY_MESSAGES = Number(process.env.BENCH_STREAM_MESSAGES ?? 300);

/** Milliseconds from each send to its `message` event on the receiver's open stream. */
async function streamLatencies(
  app: BuiltApp,
  sender: { id: string; cookie: string },
  receiver: { id: string; cookie: string },
): Promise<number[]> {
  const stream = await SseClient.open(app.url, { cookie: receiver.cookie });
  await stream.next((event) => event.event === "ready", 0, 5000);
  const arrived = new Map<string, number>();
  const sentAt = new Map<string, number>();
  const watch = setInterval(() => {
    for (const event of stream.events) {
      if (event.event !== "message") continue;
      const { messageId } = JSON.parse(event.data) as { messageId: string };
      if (!arrived.has(messageId)) arrived.set(messageId, performance.now());
    }
  }, 1);
  try {
    for (let i = 0; i < LATENCY_MESSAGES; i++) {
      const started = performance.now();
      const reply = await fetch(`${app.url}/api/messages`, {
        method: "POST",
        headers: { cookie: sender.cookie, "content-type": "application/json" },
        body: JSON.stringify({ senderId: sender.id, receiverId: receiver.id, content: `Latency ${i}` }),
      });
      sentAt.set(((await reply.json()) as { id: string }).id, started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stream.until(
      () => [...sentAt.keys()].every((id) => stream.events.some((event) => event.data.includes(id))),
      5000,
      "every message",
    );
    clearInterval(watch);
    for (const event of stream.events) {
      const { messageId } = JSON.parse(event.data) as { messageId?: string };
      if (messageId && !arrived.has(messageId)) arrived.set(messageId, performance.now());
    }
    return [...sentAt].map(([id, started]) => (arrived.get(id) ?? Infinity) - started).sort((a, b) => a - b);
  } finally {
    clearInterval(watch);
    stream.close();
  }
}

const binary = natsServerBinary();
if (!binary) throw new Error("nats-server is missing: run 'npm run setup'");
const nats = await startTestNats(binary);
try {
  const app = await startBuiltApp({ natsUrl: nats.url, redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8" });
  try {
    const members = await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, index) => signUpThrough(app.url, { displayName: `Sender ${index}` })),
    );
    // Every sender must be known to messaging (it projects identity's events) before the load starts.
    for (const [index, member] of members.entries()) {
      const receiver = members[(index + 1) % members.length]!;
      for (let tries = 0; ; tries++) {
        const reply = await fetch(`${app.url}/api/messages`, {
          method: "POST",
          headers: { cookie: member.cookie, "content-type": "application/json" },
          body: JSON.stringify({ senderId: member.id, receiverId: receiver.id, content: "Warming up" }),
        });
        if (reply.status === 201) break;
        if (tries > 100) throw new Error(`messaging answered ${reply.status}: ${await reply.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const requests = members.map((member, index) => ({
      method: "POST" as const,
      path: "/api/messages",
      headers: { cookie: member.cookie, "content-type": "application/json" },
      body: JSON.stringify({
        senderId: member.id,
        receiverId: members[(index + 1) % members.length]!.id,
        content: "Randori at six?",
      }),
    }));
    const options = { url: app.url, connections: CONNECTIONS, requests, duration: 2 };
    await autocannon(options);
    const result = await autocannon({ ...options, duration: DURATION_S });
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `\nDirect messages through the gateway, ${CONNECTIONS} connections, ${DURATION_S} s, ${availableParallelism()} cores`,
    );
    console.table([
      {
        route: "POST /api/messages via gateway",
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        failed,
      },
    ]);
    const met = result.requests.average >= TARGETS.perSecond && result.latency.p99 < TARGETS.p99Ms && failed === 0;
    console.log(
      `${met ? "MET   " : "MISSED"} messages ${Math.round(result.requests.average)}/s (target ≥ ${TARGETS.perSecond}), p99 ${result.latency.p99} ms (target < ${TARGETS.p99Ms} ms)`,
    );
    const latencies = await streamLatencies(app, members[0]!, members[1]!);
    const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!;
    console.log(
      `From send to the receiver's open stream, ${latencies.length} messages: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
    );
    console.log(
      `${at(0.99) < TARGETS.streamP99Ms ? "MET   " : "MISSED"} message to stream p99 ${at(0.99).toFixed(1)} ms (target < ${TARGETS.streamP99Ms} ms)`,
    );
  } finally {
    await app.stop();
  }
} finally {
  await nats.stop();
}
