import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { startBuiltApp, type BuiltApp } from "../test/built-app.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";

// `node --import tsx infra/bench/messaging.ts` (part of `npm run bench`): direct messages through
// the gateway on a private nats-server. Ten members each send to the next, at 10 connections in
// all; each reply comes after messaging's own read models applied the message (read-your-writes).
// Targets: ≥ 1,500 messages/s, p99 < 30 ms.

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = { perSecond: 1500, p99Ms: 30 };

async function signUp(app: BuiltApp, index: number): Promise<{ id: string; cookie: string }> {
  const tag = `${Date.now().toString(36)}${index}`;
  const reply = await fetch(`${app.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `messages-${tag}@kumite.test`, password: "benchmark password", username: `messages_${tag}`, displayName: `Sender ${index}` }),
  });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${await reply.text()}`);
  const cookie = reply.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;
  return { id: ((await reply.json()) as { id: string }).id, cookie };
}

const binary = natsServerBinary();
if (!binary) throw new Error("nats-server is missing: run 'npm run setup'");
const nats = await startTestNats(binary);
try {
  const app = await startBuiltApp({ natsUrl: nats.url, redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8" });
  try {
    const members = await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => signUp(app, index)));
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
      body: JSON.stringify({ senderId: member.id, receiverId: members[(index + 1) % members.length]!.id, content: "Randori at six?" }),
    }));
    const options = { url: app.url, connections: CONNECTIONS, requests, duration: 2 };
    await autocannon(options);
    const result = await autocannon({ ...options, duration: DURATION_S });
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(`\nDirect messages through the gateway, ${CONNECTIONS} connections, ${DURATION_S} s, ${availableParallelism()} cores`);
    console.table([{ route: "POST /api/messages via gateway", "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, failed }]);
    const met = result.requests.average >= TARGETS.perSecond && result.latency.p99 < TARGETS.p99Ms && failed === 0;
    console.log(`${met ? "MET   " : "MISSED"} messages ${Math.round(result.requests.average)}/s (target ≥ ${TARGETS.perSecond}), p99 ${result.latency.p99} ms (target < ${TARGETS.p99Ms} ms)`);
  } finally {
    await app.stop();
  }
} finally {
  await nats.stop();
}
