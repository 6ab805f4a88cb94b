import { availableParallelism } from "node:os";
import { createHash, randomUUID } from "node:crypto";
import { DOJO_STREAM, rosterSubject, type DojoFounded } from "@kumite/contracts/dojo/events";
import { trainingEventSubject, type TrainingEventScheduled } from "@kumite/contracts/dojo/training-events";
import { GYM_STREAM, gymNameSubject, type GymAdded } from "@kumite/contracts/gym/events";
import { withCellForPoint } from "@kumite/contracts/identity/cells";
import {
  IDENTITY_STREAM,
  PUBLIC_PROFILE_DEFAULTS,
  userSubject,
  type UserRegistered,
} from "@kumite/contracts/identity/events";
import { EventStore, type NewEvent, type Position } from "@kumite/kit/event-store";
import { positionHeader } from "@kumite/kit/http";
import { connectNats } from "@kumite/kit/nats";
import { dojo, gym, member, seededRandom } from "../seed/sample-content.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { benchEvent, measure, type Row, onPrivateLog } from "./measure.ts";
import { searchIndexCost } from "./search-index-cost.ts";

// `node --import tsx infra/bench/search.ts` (part of `npm run bench`): search over the seed's sizes.
// A private nats-server gets BENCH_SEARCH_MEMBERS members, BENCH_SEARCH_DOJOS dojos (each with
// BENCH_SEARCH_EVENTS_PER_DOJO training events) and BENCH_SEARCH_GYMS gyms, appended directly; the
// built app replays them; then, through the gateway at 10 connections, the plain dojo list and a
// typed (misspelt) search of each kind, in one run (target: each search at least half the dojo
// list's requests per second; p99 reported). Then the log grows to BENCH_SEARCH_MANY_MEMBERS
// members and the members' search is measured again. Last, in this process, the search index's
// memory per 10,000 documents and its rebuild time (search-index-cost.ts).

const MEMBERS = Number(process.env.BENCH_SEARCH_MEMBERS ?? 10_000);
const MANY_MEMBERS = Number(process.env.BENCH_SEARCH_MANY_MEMBERS ?? 100_000);
const DOJOS = Number(process.env.BENCH_SEARCH_DOJOS ?? 1_000);
const EVENTS_PER_DOJO = Number(process.env.BENCH_SEARCH_EVENTS_PER_DOJO ?? 2);
const GYMS = Number(process.env.BENCH_SEARCH_GYMS ?? 600);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Each search answers at least this share of the plain dojo list's requests per second. */
const TARGET_SHARE = 0.5;
const PUBLISH_WINDOW = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Publishes the events `count` makes, a window at a time: where they landed. */
async function appendAll(
  events: EventStore,
  count: number,
  make: (index: number) => Array<[subject: string, event: NewEvent]>,
): Promise<Position[]> {
  const positions: Position[] = [];
  for (let from = 0; from < count; from += PUBLISH_WINDOW) {
    const window: Array<Promise<Position>> = [];
    for (let index = from; index < Math.min(count, from + PUBLISH_WINDOW); index++)
      for (const [subject, event] of make(index)) window.push(events.publish(subject, event));
    positions.push(...(await Promise.all(window)));
  }
  return positions;
}

const registered = (random: ReturnType<typeof seededRandom>, index: number, run: string): [string, NewEvent] => {
  const { email: _email, ...profile } = member(random, index, run);
  const userId = randomUUID();
  const data: UserRegistered = { ...PUBLIC_PROFILE_DEFAULTS, ...withCellForPoint(profile), userId };
  return [userSubject(userId), benchEvent("UserRegistered", userId, data)];
};

/** The seed's sizes in the log: where the last of each stream landed. */
async function appendSeed(natsUrl: string): Promise<Position[]> {
  const nats = await connectNats(natsUrl, "bench-search");
  const events = new EventStore(nats);
  for (const stream of [IDENTITY_STREAM, DOJO_STREAM, GYM_STREAM]) await events.ensureStream(stream);
  const random = seededRandom(2031);
  const started = performance.now();
  const members = await appendAll(events, MEMBERS, (index) => [registered(random, index, "search")]);
  const now = Date.now();
  const dojos = await appendAll(events, DOJOS, (index) => {
    const [ownerSubject, owner] = registered(random, index, "owner");
    const dojoId = randomUUID();
    const founded: DojoFounded = { ...dojo(random, index), dojoId, ownerId: owner.aggregateId };
    const scheduled = Array.from({ length: EVENTS_PER_DOJO }, (_, at): [string, NewEvent] => {
      const eventId = randomUUID();
      const data: TrainingEventScheduled = {
        eventId,
        dojoId,
        createdBy: owner.aggregateId,
        title: `${random.pick(["Randori", "Open mat", "Sparring", "Kata", "Drilling"])} ${founded.location} ${at + 1}`,
        description: `${founded.martialArts.join(", ")} at ${founded.name}`,
        eventDate: new Date(now + (1 + random.next() * 60) * DAY_MS).toISOString(),
        maxParticipants: 20,
        isDojoOnly: random.next() < 0.3,
      };
      return [trainingEventSubject(eventId), benchEvent("TrainingEventScheduled", eventId, data)];
    });
    return [[ownerSubject, owner], [rosterSubject(dojoId), benchEvent("DojoFounded", dojoId, founded)], ...scheduled];
  });
  const gyms = await appendAll(events, GYMS, (index) => {
    const { website, ...profile } = gym(random, index);
    const nameKey = profile.name.toLowerCase();
    const added: GymAdded = {
      ...profile,
      website: website ? `https://${website}/` : null,
      gymId: randomUUID(),
      nameKey,
      addedBy: "bench",
    };
    const listing = createHash("sha256").update(nameKey).digest("hex").slice(0, 32);
    return [[gymNameSubject(listing), benchEvent("GymAdded", listing, added)]];
  });
  console.log(
    `${MEMBERS} members, ${DOJOS} dojos with ${DOJOS * EVENTS_PER_DOJO} training events and their owners, ` +
      `${GYMS} gyms appended in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await nats.connection.close();
  return [members.at(-1), dojos.at(-1), gyms.at(-1)].filter((position) => position !== undefined);
}

/** Grows the log to MANY_MEMBERS members: where the last one landed. */
async function appendMoreMembers(natsUrl: string): Promise<Position[]> {
  const nats = await connectNats(natsUrl, "bench-search-more");
  const events = new EventStore(nats);
  const random = seededRandom(2032);
  const started = performance.now();
  const more = Math.max(0, MANY_MEMBERS - MEMBERS - DOJOS);
  const positions = await appendAll(events, more, (index) => [registered(random, index, "more")]);
  console.log(`${more} more members appended in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await nats.connection.close();
  return positions.slice(-1);
}

/** Waits until a read with these positions is answered: every service has projected them. */
async function settle(url: string, cookie: string, positions: Position[]): Promise<number> {
  const started = performance.now();
  for (;;) {
    const reply = await fetch(url, { headers: { cookie, ...positionHeader(...positions) } });
    if (reply.ok) return performance.now() - started;
    if (reply.status !== 503) throw new Error(`${url} answered ${reply.status}: ${await reply.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const SEARCHES: ReadonlyArray<readonly [kind: string, path: string]> = [
  ["members", "/api/users?search=kenji%20tanaca"],
  ["dojos", "/api/dojos?search=phoenix%20acadmy"],
  ["gyms", "/api/gyms?search=checkmat%20lisbn"],
  ["events", "/api/dojo-events?search=randori%20osaka"],
];

await onPrivateLog(appendSeed, async (app, appended, natsUrl) => {
  const searcher = await signUpThrough(app.url, { displayName: "Bench Searcher", latitude: 38.72, longitude: -9.14 });
  await settle(`${app.url}/api/dojos`, searcher.cookie, appended);
  // The first search of each kind builds its index from the read model: what a restart costs it.
  const firsts: string[] = [];
  for (const [kind, path] of SEARCHES) {
    const sent = performance.now();
    const reply = await fetch(`${app.url}${path}`, { headers: { cookie: searcher.cookie } });
    if (!reply.ok) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
    const found = (await reply.json()) as unknown[];
    firsts.push(`${kind} ${Math.round(performance.now() - sent)} ms (${found.length} found)`);
  }
  console.log(`First search of each kind, its index built: ${firsts.join(", ")}`);

  const options = { connections: CONNECTIONS, seconds: DURATION_S, cookie: searcher.cookie };
  const rows: Row[] = [await measure("GET /api/dojos via gateway (the plain list)", `${app.url}/api/dojos`, options)];
  for (const [, path] of SEARCHES) rows.push(await measure(`GET ${path} via gateway`, `${app.url}${path}`, options));

  const grown = await appendMoreMembers(natsUrl);
  const caughtUpMs = await settle(`${app.url}/api/users?search=ana`, searcher.cookie, grown);
  console.log(`Identity projected them in ${(caughtUpMs / 1000).toFixed(1)} s`);
  rows.push(
    await measure(
      `GET ${SEARCHES[0]![1]} via gateway, ${MANY_MEMBERS} members`,
      `${app.url}${SEARCHES[0]![1]}`,
      options,
    ),
  );

  console.log(
    `\nSearch: ${MEMBERS} then ${MANY_MEMBERS} members, ${DOJOS} dojos, ${DOJOS * EVENTS_PER_DOJO} events, ` +
      `${GYMS} gyms; ${CONNECTIONS} connections, ${DURATION_S} s per route, ${availableParallelism()} cores`,
  );
  console.table(rows);
  const list = rows[0]!;
  for (const row of rows.slice(1)) {
    const met = row["req/s"] >= list["req/s"] * TARGET_SHARE && row.failed === 0;
    console.log(
      `${met ? "MET   " : "MISSED"} ${row.route}: ${row["req/s"]} req/s, p99 ${row["p99 ms"]} ms ` +
        `(target ≥ ${Math.round(list["req/s"] * TARGET_SHARE)} req/s, half the plain list's ${list["req/s"]})`,
    );
  }
});

console.log("\nThe search index in this process (members' entries):");
console.table(await searchIndexCost([10_000, MANY_MEMBERS]));
