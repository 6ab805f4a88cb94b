import { randomUUID } from "node:crypto";
import { DeliverPolicy, type JsMsg } from "@nats-io/jetstream";
import { decodeEvents, EventStore, type NewEvent } from "@kumite/kit/event-store";
import { connectNats, type Nats } from "@kumite/kit/nats";
import { memberKeysOf } from "@kumite/kit/personal-data";
import { natsServerBinary, startTestNats } from "../test/nats-server.ts";

// The event store's cost of sealing members' personal fields (issue 30): appends and a replay of
// the same posts, once as PostCreated (its title, content and attachments sealed under the author's
// key) and once under a type no member's data is declared for (stored as it is), in turns in one
// run, so the ratio says what sealing costs and nothing else. The replay reads with a fresh
// connection, as a starting service does: the key bucket is loaded on first need. "decode" is the
// decoding alone, keys held, the fetched messages decoded again in memory: what sealing costs a
// reader per event, with nothing else to hide it (reported, not held to the target: a replay
// through projections spends most of its time in them, see rebuild.ts).
// Sizes: BENCH_EVENTS (per kind and round, default 5000), BENCH_MEMBERS (authors, default 200),
// BENCH_ROUNDS (default 3, the best of each kept), BENCH_IN_FLIGHT (appends at once, default 16).
// Target: sealed within 15% of plain, both ways.

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16);
const TARGET = 0.15;

type Kind = "plain" | "sealed";
const authors = Array.from({ length: MEMBERS }, () => randomUUID());

function post(kind: Kind, index: number): NewEvent {
  const postId = randomUUID();
  return {
    id: randomUUID(),
    type: kind === "sealed" ? "PostCreated" : "PostCreatedUnsealed",
    aggregateId: postId,
    occurredAt: new Date().toISOString(),
    actorId: authors[index % MEMBERS]!,
    data: {
      postId,
      authorId: authors[index % MEMBERS]!,
      title: `Round ${index}: guard retention`,
      content: "Framing, hip escape, knee shield, re-guard. ".repeat(6),
      category: "Brazilian Jiu-Jitsu",
      attachments: [randomUUID()],
    },
  };
}

async function append(nats: Nats, stream: string, kind: Kind): Promise<number> {
  const events = new EventStore(nats);
  await events.ensureStream({ name: stream, subjects: [`${stream.toLowerCase()}.>`] });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let index = next++; index < EVENTS; index = next++) {
        const event = post(kind, index);
        await events.append(`${stream.toLowerCase()}.post.${event.aggregateId}`, [event], 0);
      }
    }),
  );
  return EVENTS / ((performance.now() - started) / 1000);
}

async function replay(url: string, stream: string): Promise<{ replay: number; decode: number }> {
  const fetched: JsMsg[] = [];
  const nats = await connectNats(url, "bench-replay");
  const keys = memberKeysOf(nats);
  const started = performance.now();
  const last = (await nats.jsm.streams.info(stream)).state.last_seq;
  const consumer = await nats.js.consumers.get(stream, { deliver_policy: DeliverPolicy.All });
  let events = 0;
  for (let read = 0; read < last;) {
    const messages = await consumer.fetch({ max_messages: Math.min(5000, last - read), expires: 2000 });
    for await (const message of messages) {
      events += (await decodeEvents(message, keys, stream)).length;
      fetched.push(message);
      read = message.seq;
    }
  }
  const perSecond = events / ((performance.now() - started) / 1000);
  // The decoding alone, keys held: the same messages again, in memory, with no network in the way.
  const decoding = performance.now();
  for (const message of fetched) await decodeEvents(message, keys, stream);
  const decodedPerSecond = events / ((performance.now() - decoding) / 1000);
  await nats.connection.close();
  return { replay: perSecond, decode: decodedPerSecond };
}

async function main(): Promise<void> {
  let url = process.env.NATS_URL;
  let stop = async () => {};
  if (!url) {
    const binary = natsServerBinary();
    if (!binary) throw new Error("no nats-server binary: install it or set NATS_URL");
    const server = await startTestNats(binary);
    ({ url, stop } = server);
  }
  const nats = await connectNats(url, "bench-event-store");
  const best = {
    append: { plain: 0, sealed: 0 },
    replay: { plain: 0, sealed: 0 },
    decode: { plain: 0, sealed: 0 },
  };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const kind of (round % 2 ? ["plain", "sealed"] : ["sealed", "plain"]) as Kind[]) {
        const stream = `BENCH_${kind.toUpperCase()}_${round}_${randomUUID().slice(0, 6)}`.toUpperCase();
        best.append[kind] = Math.max(best.append[kind], await append(nats, stream, kind));
        const read = await replay(url, stream);
        best.replay[kind] = Math.max(best.replay[kind], read.replay);
        best.decode[kind] = Math.max(best.decode[kind], read.decode);
        await nats.jsm.streams.delete(stream);
      }
    }
  } finally {
    await nats.connection.close();
    await stop();
  }
  // Like the other benches: each figure MET or MISSED, and the run goes on to the next bench.
  for (const phase of ["append", "replay", "decode"] as const) {
    const { plain, sealed } = best[phase];
    const ratio = sealed / plain;
    const verdict = phase === "decode" ? "SHOWN " : ratio >= 1 - TARGET ? "MET   " : "MISSED";
    console.log(
      `${verdict} ${phase}: plain ${Math.round(plain)} events/s, sealed ${Math.round(sealed)} events/s, ` +
        `sealed/plain ${ratio.toFixed(2)}${phase === "decode" ? "" : ` (target ≥ ${1 - TARGET})`}`,
    );
    console.log(`RESULT ${JSON.stringify({ bench: "event-store", phase, plain, sealed, ratio })}`);
  }
}

await main();
