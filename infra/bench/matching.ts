import { availableParallelism } from "node:os";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import {
  IDENTITY_STREAM,
  userSubject,
  type UserRegistered,
  PUBLIC_PROFILE_DEFAULTS,
} from "@kumite/contracts/identity/events";
import { withCellForPoint } from "@kumite/contracts/identity/cells";
import { connectNats } from "@kumite/kit/nats";
import { EventStore } from "@kumite/kit/event-store";
import { member, seededRandom } from "../seed/sample-content.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { onPrivateLog } from "./measure.ts";

// `node --import tsx infra/bench/matching.ts` (part of `npm run bench`): matching over 100,000
// members. A private nats-server gets MATCHING_MEMBERS registrations (identity's public event,
// appended directly: sign-up's password hashing is not what is measured) spread over the seed's
// twelve cities; the built app replays them; then one member in Lisbon asks for Judo partners at
// the Intermediate level through the gateway, at 10 connections. Target: p99 < 50 ms.

const MEMBERS = Number(process.env.MATCHING_MEMBERS ?? 100_000);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 50;
const PUBLISH_WINDOW = 2000;

async function appendMembers(natsUrl: string): Promise<void> {
  const nats = await connectNats(natsUrl, "bench-matching-members");
  const events = new EventStore(nats);
  await events.ensureStream(IDENTITY_STREAM);
  const random = seededRandom(2026);
  const started = performance.now();
  for (let from = 0; from < MEMBERS; from += PUBLISH_WINDOW) {
    const window: Array<Promise<unknown>> = [];
    for (let index = from; index < Math.min(MEMBERS, from + PUBLISH_WINDOW); index++) {
      const { email: _email, ...profile } = member(random, index, "matching");
      const userId = randomUUID();
      const data: UserRegistered = { ...PUBLIC_PROFILE_DEFAULTS, ...withCellForPoint(profile), userId };
      window.push(
        events.publish(userSubject(userId), {
          id: randomUUID(),
          type: "UserRegistered",
          aggregateId: userId,
          occurredAt: new Date().toISOString(),
          actorId: userId,
          data,
        }),
      );
    }
    await Promise.all(window);
  }
  console.log(`${MEMBERS} members appended in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await nats.connection.close();
}

await onPrivateLog(appendMembers, async (app) => {
  const user = await signUpThrough(app.url, {
    displayName: "Bench Matcher",
    martialArts: ["Judo", "Brazilian Jiu-Jitsu"],
    skillLevel: "Intermediate",
    availability: ["Monday", "Wednesday"],
    trainingGoals: ["Competition"],
    location: "Lisbon",
    latitude: 38.72,
    longitude: -9.14,
  });
  const { cookie } = user;
  const url = `${app.url}/api/users/matching/${user.id}?martialArts=Judo&skillLevel=Intermediate`;
  // The sign-up reached social once its candidates answer.
  for (let tries = 0; ; tries++) {
    const reply = await fetch(url, { headers: { cookie } });
    if (reply.ok) {
      console.log(`${((await reply.json()) as unknown[]).length} candidates in the first answer`);
      break;
    }
    if (tries > 100) throw new Error(`matching answered ${reply.status}: ${await reply.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `\nMatching, ${MEMBERS} members, two filters (martialArts, skillLevel), ${CONNECTIONS} connections, ${DURATION_S} s, ${availableParallelism()} cores`,
  );
  console.table([
    {
      route: "GET /api/users/matching/{id} via gateway",
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      failed,
    },
  ]);
  const met = result.latency.p99 < TARGET_P99_MS && failed === 0;
  console.log(`${met ? "MET   " : "MISSED"} matching p99 ${result.latency.p99} ms (target < ${TARGET_P99_MS} ms)`);
  const memory = await fetch(`${app.serviceUrls.social}/metrics`).then((reply) => reply.text());
  const rss = /^process_resident_memory_bytes(?:\{[^}]*\})? (\d+)/m.exec(memory)?.[1];
  if (rss)
    console.log(
      `social holds ${Math.round(Number(rss) / 1024 / 1024)} MB resident with ${MEMBERS} members (and nothing else) in its read models`,
    );
});
