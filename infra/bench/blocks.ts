import { availableParallelism } from "node:os";
import { randomUUID } from "node:crypto";
import {
  IDENTITY_STREAM,
  userSubject,
  type UserRegistered,
  PUBLIC_PROFILE_DEFAULTS,
} from "@kumite/contracts/identity/events";
import { withCellForPoint } from "@kumite/contracts/identity/cells";
import { blocksSubject, MODERATION_STREAM, type MemberBlocked } from "@kumite/contracts/moderation/events";
import { postSubject, SOCIAL_STREAM, type PostCreated } from "@kumite/contracts/social/events";
import { EventStore, type Position } from "@kumite/kit/event-store";
import { positionHeader } from "@kumite/kit/http";
import { BENCH_WITHOUT_BLOCK_RULE } from "@kumite/kit/service";
import { connectNats } from "@kumite/kit/nats";
import { member, post, seededRandom } from "../seed/sample-content.ts";
import { startBuiltApp } from "../test/built-app.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { benchEvent, measure, type Row } from "./measure.ts";

// `node --import tsx infra/bench/blocks.ts`: the feed of a member who blocked 1,000 members, and what
// the kit's block rule costs. A
// private nats-server gets BENCH_BLOCK_AUTHORS members and BENCH_BLOCK_POSTS posts, every other one
// (the newest included) by one of the BENCH_BLOCKED members the blocker blocks (identity's, social's
// and moderation's events appended directly); the built app replays them; then, through the gateway
// at 10 connections, the first feed page and a category page of a member without blocks and the same
// pages of the blocker, back to back. Target: the blocker's pages within 1.2x the latency of the
// others', with nothing failed; at a fixed number of connections the mean latency is the inverse of
// the throughput, so the ratio is that of the requests per second. Then the same pages, and both
// members' conversations lists, once more on the same log with the kit's block rule off
// (BENCH_WITHOUT_BLOCK_RULE): target, the rule costs at most 10% of each page's requests per second.

const AUTHORS = Number(process.env.BENCH_BLOCK_AUTHORS ?? 2_000);
const BLOCKED = Number(process.env.BENCH_BLOCKED ?? 1_000);
const POSTS = Number(process.env.BENCH_BLOCK_POSTS ?? 20_000);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
/** How many times each page is measured on each app, in turns. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 1.2;
/** What the kit's block rule may cost a page's requests per second, measured against the same app without it. */
const RULE_COST = 0.1;
/** BENCH_SAME_APPS=1 runs both apps without the rule: what the bench reads as a cost when there is none. */
const SAME_APPS = process.env.BENCH_SAME_APPS === "1";
const CONVERSATIONS = Number(process.env.BENCH_BLOCK_CONVERSATIONS ?? 20);
const PUBLISH_WINDOW = 2000;

const event = (type: string, aggregateId: string, data: unknown, occurredAt = new Date()) => ({
  ...benchEvent(type, aggregateId, data),
  occurredAt: occurredAt.toISOString(),
});

async function publishAll(events: EventStore, batch: Array<() => Promise<Position>>): Promise<Position[]> {
  const positions: Position[] = [];
  for (let from = 0; from < batch.length; from += PUBLISH_WINDOW)
    positions.push(...(await Promise.all(batch.slice(from, from + PUBLISH_WINDOW).map((publish) => publish()))));
  return positions;
}

/** The authors, then their posts, newest every other one by a blocked member: the blocked authors' ids. */
async function appendAuthorsAndPosts(natsUrl: string): Promise<string[]> {
  const nats = await connectNats(natsUrl, "bench-blocks");
  const events = new EventStore(nats);
  await events.ensureStream(IDENTITY_STREAM);
  await events.ensureStream(SOCIAL_STREAM);
  const random = seededRandom(2029);
  const started = performance.now();
  const authors = Array.from({ length: AUTHORS }, () => randomUUID());
  await publishAll(
    events,
    authors.map((userId, index) => {
      const { email: _email, ...profile } = member(random, index, "blocks");
      const registered: UserRegistered = { ...PUBLIC_PROFILE_DEFAULTS, ...withCellForPoint(profile), userId };
      return () => events.publish(userSubject(userId), event("UserRegistered", userId, registered));
    }),
  );
  const [blocked, others] = [authors.slice(0, BLOCKED), authors.slice(BLOCKED)];
  const newest = Date.now();
  await publishAll(
    events,
    Array.from({ length: POSTS }, (_, index) => {
      const postId = randomUUID();
      const pool = index % 2 === 0 ? blocked : others;
      const created: PostCreated = {
        ...post(random),
        postId,
        authorId: pool[Math.floor(index / 2) % pool.length]!,
        attachments: [],
      };
      // Index 0 the newest: the blocker's first page starts among the blocked authors' posts.
      const at = new Date(newest - index * 60_000);
      return () => events.publish(postSubject(postId), event("PostCreated", postId, created, at));
    }),
  );
  console.log(
    `${AUTHORS} members and ${POSTS} posts appended in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await nats.connection.close();
  return blocked;
}

/** `blockerId` blocks every one of `blockedIds`, as moderation would append it: where the last landed. */
async function appendBlocks(natsUrl: string, blockerId: string, blockedIds: readonly string[]): Promise<Position[]> {
  const nats = await connectNats(natsUrl, "bench-blocks-moderation");
  const events = new EventStore(nats);
  await events.ensureStream(MODERATION_STREAM);
  const positions: Position[] = [];
  // One aggregate (the blocker's blocks): appended in order.
  for (const blockedId of blockedIds) {
    const blocked: MemberBlocked = { blockerId, blockedId, blockedAt: new Date().toISOString() };
    positions.push(await events.publish(blocksSubject(blockerId), event("MemberBlocked", blockerId, blocked)));
  }
  await nats.connection.close();
  return positions.slice(-1);
}

/** `call`'s reply, asked again each second (for a minute) while the service says it is behind (503). */
async function untilCaughtUp(call: () => Promise<Response>): Promise<Response> {
  let reply = await call();
  for (let tries = 0; reply.status === 503 && tries < 60; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    reply = await call();
  }
  return reply;
}

/** Each writer writes to every one of `receiverIds`: a conversation with each. */
async function startConversations(appUrl: string, writers: Member[], receiverIds: string[]) {
  for (const writer of writers)
    for (const receiverId of receiverIds) {
      const send = () =>
        fetch(`${appUrl}/api/messages`, {
          method: "POST",
          headers: { cookie: writer.cookie, "content-type": "application/json" },
          body: JSON.stringify({ senderId: writer.id, receiverId, content: "Osu! Open mat on Saturday?" }),
        });
      // Messaging may still be taking in the blocks just appended.
      const sent = await untilCaughtUp(send);
      if (sent.status !== 201) throw new Error(`a message answered ${sent.status}: ${await sent.text()}`);
    }
}

type Member = { id: string; cookie: string };
type Page = "feed" | "category" | "conversations";
/** One page as each member reads it: with the block rule, then the same without it, back to back. */
type PageRows = { plain: [Row, Row]; blocking: [Row, Row] };

const PAGES: Array<[Page, string, string]> = [
  ["feed", "GET /api/posts (first page)", "/api/posts"],
  ["category", "GET /api/posts?category=Judo", "/api/posts?category=Judo"],
  ["conversations", "GET /api/messages/conversations", "/api/messages/conversations"],
];

/**
 * Each page, for the reader (no blocks) and the blocker, on the app with the block rule and on the
 * one without it, measured in turns (ROUNDS of each, the median kept), so that both meet the
 * machine in the same states: on 2 cores one measurement alone varies by a third.
 */
async function measurePages(withRule: string, withoutRule: string, reader: Member, blocker: Member) {
  const load = { connections: CONNECTIONS, seconds: DURATION_S };
  const rows = {} as Record<Page, PageRows>;
  for (const [page, what, path] of PAGES) {
    const inTurns = async (member: Member, who: string): Promise<[Row, Row]> => {
      const [ruled, unruled]: [Row[], Row[]] = [[], []];
      for (let round = 0; round < ROUNDS; round++) {
        const cookie = member.cookie;
        const measureRuled = async () =>
          ruled.push(await measure(`${what}, ${who}, with the block rule`, `${withRule}${path}`, { ...load, cookie }));
        const measureUnruled = async () =>
          unruled.push(await measure(`${what}, ${who}, without it`, `${withoutRule}${path}`, { ...load, cookie }));
        // Each goes first in every other round: the first of a pair meets a machine a little busier.
        for (const next of round % 2 === 0 ? [measureRuled, measureUnruled] : [measureUnruled, measureRuled])
          await next();
      }
      return [median(ruled), median(unruled)];
    };
    rows[page] = { plain: await inTurns(reader, "no blocks"), blocking: await inTurns(blocker, `${BLOCKED} blocked`) };
  }
  return rows;
}

/** The row of the median requests per second. */
const median = (rows: Row[]): Row => [...rows].sort((a, b) => a["req/s"] - b["req/s"])[Math.floor(rows.length / 2)]!;

const binary = natsServerBinary();
if (!binary) throw new Error("nats-server is missing: run 'npm run setup'");
const nats = await startTestNats(binary);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8";
const startApp = async (env: Record<string, string> = {}) => {
  const started = Date.now();
  const app = await startBuiltApp({ natsUrl: nats.url, redisUrl, env, readyTimeoutMs: 10 * 60 * 1000 });
  console.log(`The built app replayed the log and is ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return app;
};
try {
  const blockedIds = await appendAuthorsAndPosts(nats.url);
  // With the block rule, as the product runs, and beside it on the same log without the kit's
  // block rule (its screen and reach check). Each app takes half of the writes below: an app that
  // took them all ran up to a fifth faster or slower than its twin when both ran the same code.
  const app = await startApp(SAME_APPS ? { [BENCH_WITHOUT_BLOCK_RULE]: "1" } : {});
  const without = await startApp({ [BENCH_WITHOUT_BLOCK_RULE]: "1" });
  try {
    const reader = await signUpThrough(app.url, { displayName: "Bench Reader" });
    const blocker = await signUpThrough(without.url, { displayName: "Bench Blocker" });
    const blocksAt = await appendBlocks(nats.url, blocker.id, blockedIds);
    for (const { url } of [app, without]) {
      const shown = await settledFeed(url, blocker, blocksAt);
      const hidden = new Set(blockedIds);
      if (shown.some((entry) => hidden.has(entry.authorId)))
        throw new Error("the blocker's feed shows a blocked member's post");
      console.log(`The blocker's first page: ${shown.length} posts, none by the ${BLOCKED} members blocked`);
    }
    const partners = await Promise.all(
      Array.from({ length: CONVERSATIONS }, (_, index) =>
        signUpThrough(index % 2 === 0 ? app.url : without.url, { displayName: `Bench Partner ${index}` }),
      ),
    );
    const partnerIds = partners.map((partner) => partner.id);
    const half = Math.ceil(CONVERSATIONS / 2);
    await startConversations(app.url, [reader, blocker], partnerIds.slice(0, half));
    await startConversations(without.url, [reader, blocker], partnerIds.slice(half));
    const rows = await measurePages(app.url, without.url, reader, blocker);
    report(rows);
  } finally {
    await without.stop();
    await app.stop();
  }
} finally {
  await nats.stop();
}

/** The blocker's first feed page, read at the last block's position: once the app projected every block. */
async function settledFeed(appUrl: string, blocker: Member, blocksAt: Position[]) {
  const read = () =>
    fetch(`${appUrl}/api/posts`, { headers: { cookie: blocker.cookie, ...positionHeader(...blocksAt) } });
  const settled = await untilCaughtUp(read);
  if (!settled.ok) throw new Error(`the feed answered ${settled.status}: ${await settled.text()}`);
  return (await settled.json()) as Array<{ authorId: string }>;
}

function report(rows: Record<Page, PageRows>) {
  console.log(
    `\nBlocks: ${POSTS} posts by ${AUTHORS} members, half of them by the ${BLOCKED} blocked; ${CONVERSATIONS} conversations each; ${CONNECTIONS} connections, the median of ${ROUNDS} runs of ${DURATION_S} s per route, ${availableParallelism()} cores`,
  );
  console.table(Object.values(rows).flatMap((page) => [...page.plain, ...page.blocking]));
  const verdict = (met: boolean) => (met ? "MET   " : "MISSED");
  for (const page of ["feed", "category"] as const) {
    const [plain, blocking] = [rows[page].plain[0], rows[page].blocking[0]];
    const ratio = plain["req/s"] / blocking["req/s"];
    const met = ratio <= TARGET_RATIO && plain.failed === 0 && blocking.failed === 0;
    console.log(
      `${verdict(met)} ${blocking.route}: ${ratio.toFixed(2)}x the mean latency without blocks (target ≤ ${TARGET_RATIO}x; p99 ${blocking["p99 ms"]} ms against ${plain["p99 ms"]} ms)`,
    );
  }
  for (const { plain, blocking } of Object.values(rows))
    for (const [withRule, withoutRule] of [plain, blocking]) {
      const cost = withoutRule["req/s"] / withRule["req/s"] - 1;
      const met = cost <= RULE_COST && withRule.failed === 0;
      console.log(
        `${verdict(met)} ${withRule.route}: the rule costs ${(cost * 100).toFixed(1)}% of the requests per second (${withRule["req/s"]} against ${withoutRule["req/s"]} without it; target ≤ ${RULE_COST * 100}%)`,
      );
    }
}
