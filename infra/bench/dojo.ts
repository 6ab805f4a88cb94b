import { availableParallelism } from "node:os";
import { randomUUID } from "node:crypto";
import { DOJO_STREAM, rosterSubject, type DojoFounded } from "@kumite/contracts/dojo/events";
import {
  IDENTITY_STREAM,
  userSubject,
  type UserRegistered,
  PUBLIC_PROFILE_DEFAULTS,
} from "@kumite/contracts/identity/events";
import { withCellForPoint } from "@kumite/contracts/identity/cells";
import { EventStore } from "@kumite/kit/event-store";
import { connectNats } from "@kumite/kit/nats";
import { dojo, member, seededRandom } from "../seed/sample-content.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { benchEvent, measure, onPrivateLog } from "./measure.ts";
import { benchTrainingEvents } from "./training-events.ts";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { formatPositions, mergePositions, parsePositions } from "@kumite/contracts/positions";

// `node --import tsx infra/bench/dojo.ts` (part of `npm run bench`): dojos at scale. A private
// nats-server gets BENCH_DOJOS dojos, each founded by a member of its own (identity's and dojo's
// events appended directly); the built app replays them; then, through the gateway, the dojo list
// and a dojo search at 10 connections (target p99 < 30 ms), and 50 members joining one dojo at
// once (target: all answered 200, p99 < 1 s, a member count of exactly 51); then its training
// events (training-events.ts).

const DOJOS = Number(process.env.BENCH_DOJOS ?? 10_000);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const JOINERS = 50;
const TARGETS = { readP99Ms: 30, joinP99Ms: 1000 };
const PUBLISH_WINDOW = 2000;

async function appendDojos(natsUrl: string): Promise<void> {
  const nats = await connectNats(natsUrl, "bench-dojos");
  const events = new EventStore(nats);
  await events.ensureStream(IDENTITY_STREAM);
  await events.ensureStream(DOJO_STREAM);
  const random = seededRandom(2027);
  const started = performance.now();
  for (let from = 0; from < DOJOS; from += PUBLISH_WINDOW) {
    const window: Array<Promise<unknown>> = [];
    for (let index = from; index < Math.min(DOJOS, from + PUBLISH_WINDOW); index++) {
      const { email: _email, ...profile } = member(random, index, "dojos");
      const ownerId = randomUUID();
      const dojoId = randomUUID();
      const registered: UserRegistered = { ...PUBLIC_PROFILE_DEFAULTS, ...withCellForPoint(profile), userId: ownerId };
      const founded: DojoFounded = { ...dojo(random, index), dojoId, ownerId };
      window.push(
        events.publish(userSubject(ownerId), benchEvent("UserRegistered", ownerId, registered)),
        events.publish(rosterSubject(dojoId), benchEvent("DojoFounded", dojoId, founded)),
      );
    }
    await Promise.all(window);
  }
  console.log(`${DOJOS} dojos and their owners appended in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await nats.connection.close();
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;

await onPrivateLog(appendDojos, async (app, _filled, natsUrl) => {
  const owner = await signUpThrough(app.url, { displayName: "Bench Sensei" });
  const headers = (cookie: string) => ({ cookie, "content-type": "application/json" });
  const founded = await fetch(`${app.url}/api/dojos`, {
    method: "POST",
    headers: headers(owner.cookie),
    body: JSON.stringify({ name: "Bench Dojo", description: "Drills", location: "Lisbon", martialArts: ["Judo"] }),
  });
  if (!founded.ok) throw new Error(`founding answered ${founded.status}: ${await founded.text()}`);
  const dojoId = ((await founded.json()) as { id: string }).id;

  const rows = [
    await measure("GET /api/dojos via gateway", `${app.url}/api/dojos`, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      cookie: owner.cookie,
    }),
    await measure("GET /api/dojos?search=judo via gateway", `${app.url}/api/dojos?search=judo`, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      cookie: owner.cookie,
    }),
  ];

  const joiners = await Promise.all(
    Array.from({ length: JOINERS }, (_, index) => signUpThrough(app.url, { displayName: `Joiner ${index}` })),
  );
  // Each sign-up reaches dojo's member directory within moments; give it one.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const joins = await Promise.all(
    joiners.map(async (joiner) => {
      const sent = performance.now();
      const reply = await fetch(`${app.url}/api/dojos/${dojoId}/join`, {
        method: "POST",
        headers: headers(joiner.cookie),
        body: JSON.stringify({ userId: joiner.id }),
      });
      return { status: reply.status, ms: performance.now() - sent, position: reply.headers.get(POSITION_HEADER) };
    }),
  );
  // Counted where every join landed: the read waits until the service has projected them all.
  const joinedAt = joins.reduce((seen, join) => mergePositions(seen, parsePositions(join.position)), new Map());
  const counted = await fetch(`${app.url}/api/dojos/${dojoId}`, {
    headers: { ...headers(owner.cookie), [POSITION_HEADER]: formatPositions(joinedAt) },
  });
  const memberCount = ((await counted.json()) as { memberCount: number }).memberCount;
  const joinTimes = joins.map((join) => join.ms);
  const events = await benchTrainingEvents({
    appUrl: app.url,
    natsUrl,
    dojoId,
    owner,
    joiners,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  rows.push({
    route: `POST /api/dojos/{id}/join via gateway, ${JOINERS} members at once`,
    "req/s": Math.round((JOINERS * 1000) / Math.max(...joinTimes)),
    "p50 ms": Math.round(percentile(joinTimes, 0.5)),
    "p99 ms": Math.round(percentile(joinTimes, 0.99)),
    failed: joins.filter((join) => join.status !== 200).length,
  });
  rows.push(...events.rows);

  console.log(
    `\nDojos: ${DOJOS} dojos, ${CONNECTIONS} connections, ${DURATION_S} s per read, ${availableParallelism()} cores`,
  );
  console.table(rows);
  const report = (met: boolean, text: string) => console.log(`${met ? "MET   " : "MISSED"} ${text}`);
  for (const row of rows.slice(0, 2)) {
    report(
      row["p99 ms"] < TARGETS.readP99Ms && row.failed === 0,
      `${row.route}: p99 ${row["p99 ms"]} ms (target < ${TARGETS.readP99Ms} ms)`,
    );
  }
  const joinRow = rows[2]!;
  report(
    joinRow["p99 ms"] < TARGETS.joinP99Ms && joinRow.failed === 0 && memberCount === JOINERS + 1,
    `${JOINERS} joins at once: ${JOINERS - joinRow.failed} answered 200, p99 ${joinRow["p99 ms"]} ms (target < ${TARGETS.joinP99Ms} ms), member count ${memberCount} (expected ${JOINERS + 1})`,
  );
  const [eventList, eventJoins] = [rows[3]!, rows[4]!];
  report(
    eventList["p99 ms"] < TARGETS.readP99Ms && eventList.failed === 0,
    `${eventList.route}: p99 ${eventList["p99 ms"]} ms (target < ${TARGETS.readP99Ms} ms)`,
  );
  report(
    eventJoins.failed === 0 && events.participants === 10 && events.full === JOINERS - 10,
    `${JOINERS} joins of one event at once: ${events.participants} in, ${events.full} told it is full (expected 10 and ${JOINERS - 10}), p99 ${eventJoins["p99 ms"]} ms`,
  );
});
