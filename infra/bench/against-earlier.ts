import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { startBuiltApp, type BuiltApp } from "../test/built-app.ts";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";
import { signUpThrough, type SignedUp } from "../test/sign-up.ts";
import { measure, type Row } from "./measure.ts";

// `BENCH_EARLIER=<a built checkout> node --import tsx infra/bench/against-earlier.ts` (the last part
// of `npm run bench` when BENCH_EARLIER is set): this build against an earlier one, side by side on
// one private nats-server, in turns (each goes first in every other round, the median of
// BENCH_ROUNDS kept): the feed's first page, the session route and a post's append through the
// gateway at 10 connections. Target: none slower than the earlier build by more than 5%.
// An earlier build: `git worktree add /tmp/earlier <commit> && cd /tmp/earlier && npm ci && npm run build`.

const EARLIER = process.env.BENCH_EARLIER;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTS = 200;
/** How much slower than the earlier build a route may be. */
const SLOWER_AT_MOST = 0.05;

type Route = { what: string; path: string; body?: string };

const ROUTES: Route[] = [
  { what: "GET /api/posts (first page)", path: "/api/posts" },
  { what: "GET /api/auth/session", path: "/api/auth/session" },
  {
    what: "POST /api/posts (an append)",
    path: "/api/posts",
    body: JSON.stringify({ content: "Osu! Randori tonight at seven.", category: "Judo", attachments: [] }),
  },
];

/** One measurement of `route` on `app`, as `member` (a post's body names them its author). */
function once(route: Route, app: BuiltApp, member: SignedUp, label: string): Promise<Row> {
  const post = route.body && JSON.stringify({ ...JSON.parse(route.body), authorId: member.id });
  const options = { connections: CONNECTIONS, seconds: DURATION_S, cookie: member.cookie, ...(post && { post }) };
  return measure(`${route.what}, ${label}`, `${app.url}${route.path}`, options);
}

const median = (rows: Row[]): Row => [...rows].sort((a, b) => a["req/s"] - b["req/s"])[Math.floor(rows.length / 2)]!;

async function main(): Promise<void> {
  if (!EARLIER) {
    console.log("Against an earlier build: skipped (set BENCH_EARLIER to a built checkout to compare with).");
    return;
  }
  const binary = natsServerBinary();
  if (!binary) throw new Error("nats-server is missing: run 'npm run setup'");
  const nats = await startTestNats(binary);
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379/8";
  const root = `${resolve(EARLIER)}/`;
  try {
    const earlier = await startBuiltApp({ natsUrl: nats.url, redisUrl, root });
    const now = await startBuiltApp({ natsUrl: nats.url, redisUrl });
    try {
      // A member of each build, and posts for the feed to show (both read the one log).
      const [earlierMember, nowMember] = [await signUpThrough(earlier.url), await signUpThrough(now.url)];
      for (let index = 0; index < POSTS; index++) {
        const author = index % 2 === 0 ? earlierMember : nowMember;
        const app = index % 2 === 0 ? earlier : now;
        const sent = await fetch(`${app.url}/api/posts`, {
          method: "POST",
          headers: { cookie: author.cookie, "content-type": "application/json" },
          body: JSON.stringify({ ...JSON.parse(ROUTES[2]!.body!), authorId: author.id }),
        });
        if (sent.status !== 201) throw new Error(`a post answered ${sent.status}: ${await sent.text()}`);
      }
      const rows: Array<{ earlier: Row; now: Row }> = [];
      for (const route of ROUTES) {
        const [before, after]: [Row[], Row[]] = [[], []];
        for (let round = 0; round < ROUNDS; round++) {
          const measureEarlier = async () => before.push(await once(route, earlier, earlierMember, "earlier build"));
          const measureNow = async () => after.push(await once(route, now, nowMember, "this build"));
          // Each goes first in every other round (and each measurement warms up first).
          for (const next of round % 2 === 0 ? [measureEarlier, measureNow] : [measureNow, measureEarlier])
            await next();
        }
        rows.push({ earlier: median(before), now: median(after) });
      }
      console.log(
        `\nThis build against ${EARLIER}: ${CONNECTIONS} connections, the median of ${ROUNDS} runs of ${DURATION_S} s per route, in turns, ${availableParallelism()} cores`,
      );
      console.table(rows.flatMap(({ earlier: before, now: after }) => [before, after]));
      for (const { earlier: before, now: after } of rows) {
        const ratio = after["req/s"] / before["req/s"];
        const met = ratio >= 1 - SLOWER_AT_MOST && after.failed === 0;
        console.log(
          `${met ? "MET   " : "MISSED"} ${after.route}: ${(ratio * 100).toFixed(1)}% of the earlier build's requests per second (${after["req/s"]} against ${before["req/s"]}; target ≥ ${(1 - SLOWER_AT_MOST) * 100}%)`,
        );
      }
    } finally {
      await now.stop();
      await earlier.stop();
    }
  } finally {
    await nats.stop();
  }
}

await main();
