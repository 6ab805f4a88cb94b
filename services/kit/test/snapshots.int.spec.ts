import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import type { Position } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import type { Nats } from "../src/nats.ts";
import { defineProjection, type Projection } from "../src/projection/define.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore, type MemoryReadStore } from "../src/read-store/memory.ts";
import { openMemorySnapshot } from "../src/read-store/memory-snapshot.ts";
import { testStream, uniqueName, type TestStream, testEvent } from "../src/testing/connections.ts";

// A memory read store's snapshots: a restart loads the read models and resumes from the
// snapshot's checkpoints, applying only what came after; a damaged or outdated snapshot (other
// projections, a recreated or truncated stream) is discarded and the log replayed instead; and a
// snapshot taken while events are being applied holds exactly the events of its checkpoints.

type Student = { _id: string; belt: string; rank: number; promotions: number };
type BeltEvents = { Promoted: { belt: string; rank: number }; Demoted: { belt: string } };

/** Belts per student; promotions counts with $inc, so an event applied twice (or missed) shows. */
function beltsProjection(stream: string, calls: { count: number }, withDemotions = false): Projection {
  return defineProjection<BeltEvents>({
    name: "belts",
    streams: [stream],
    async setup(store) {
      await store.collection("students").createIndex({ belt: 1, rank: -1 });
    },
    on: {
      async Promoted(event, store) {
        calls.count++;
        const { belt, rank } = event.data;
        await store
          .collection<Student>("students")
          .updateOne({ _id: event.aggregateId }, { $set: { belt, rank }, $inc: { promotions: 1 } }, { upsert: true });
      },
      ...(withDemotions
        ? {
            async Demoted(event, store) {
              calls.count++;
              await store
                .collection<Student>("students")
                .updateOne({ _id: event.aggregateId }, { $set: { belt: event.data.belt } });
            },
          }
        : {}),
    },
  });
}

async function ownStream(): Promise<TestStream> {
  const stream = await testStream("SNAP");
  onTestFinished(() => stream.remove());
  return stream;
}

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "kumite-snapshots-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A logger whose warnings the test can read. */
function recordingLogger() {
  const lines: Array<{ msg: string; reason?: string }> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return {
    logger,
    discarded: () =>
      lines.filter((line) => line.msg.startsWith("read model snapshot discarded")).map((line) => line.reason),
  };
}

function projectorOn(
  nats: Nats,
  store: MemoryReadStore,
  projections: Projection[],
  dir: string,
  logger = pino({ level: "silent" }),
  intervalMs = 0,
) {
  const projector = new Projector({
    nats,
    store,
    projections,
    logger,
    consumerPrefix: uniqueName("snap"),
    snapshots: { dir, intervalMs },
  });
  onTestFinished(() => projector.stop());
  return projector;
}

const students = (store: MemoryReadStore) => store.collection<Student>("students").find({}, { sort: { _id: 1 } });

/** Students and their belts, with ranks going up, as a projection sees them. */
async function promoteAll(stream: TestStream, ids: string[], belt: string): Promise<Position> {
  let last!: Position;
  for (const [rank, id] of ids.entries()) {
    last = await stream.events.publish(stream.subject("student", id), testEvent("Promoted", id, { belt, rank }));
  }
  return last;
}

describe("read model snapshots", () => {
  it("restore the read models and resume from their checkpoints, applying each later event once", async () => {
    const stream = await ownStream();
    const { nats } = stream.connections;
    const dir = dataDir();
    const ids = Array.from({ length: 6 }, () => newId()).sort();

    const before = { count: 0 };
    const first = createMemoryReadStore();
    const projector = projectorOn(nats, first, [beltsProjection(stream.name, before)], dir);
    await projector.start();
    await promoteAll(stream, ids, "white");
    const yellow = await promoteAll(stream, ids.slice(0, 3), "yellow");
    expect(await projector.waitFor(stream.name, yellow.sequence)).toBe(true);
    await projector.stop();
    expect(before.count).toBe(9);
    expect(statSync(join(dir, "read-models.snapshot")).size).toBeGreaterThan(0);

    // Written while the service is down:
    const orange = await promoteAll(stream, ids.slice(0, 2), "orange");

    const after = { count: 0 };
    const restored = createMemoryReadStore();
    const restarted = projectorOn(nats, restored, [beltsProjection(stream.name, after)], dir);
    await restarted.start();
    // It stands where the snapshot was taken before it has read a single event.
    expect(restarted.position(stream.name)).toBe(yellow.sequence);
    expect(await restarted.waitFor(stream.name, orange.sequence)).toBe(true);
    expect(after.count).toBe(2);
    expect((await students(restored)).map(({ _id, belt, promotions }) => ({ _id, belt, promotions }))).toEqual(
      ids.map((_id, index) => ({
        _id,
        belt: index < 2 ? "orange" : index < 3 ? "yellow" : "white",
        promotions: index < 2 ? 3 : index < 3 ? 2 : 1,
      })),
    );

    // The same answers as a read model replayed from the log, through the restored index too.
    const replayed = createMemoryReadStore();
    const replaying = projectorOn(nats, replayed, [beltsProjection(stream.name, { count: 0 })], dataDir());
    await replaying.start();
    expect(await replaying.waitFor(stream.name, orange.sequence)).toBe(true);
    expect(await students(restored)).toEqual(await students(replayed));
    const query = [{ belt: "white" }, { sort: { rank: -1 as const }, limit: 2 }] as const;
    expect(restored.collection("students").explain(...query)).toMatchObject({
      plan: "index",
      index: "belt_1_rank_-1",
      returned: 2,
    });
    expect(await restored.collection("students").find(...query)).toEqual(
      await replayed.collection("students").find(...query),
    );
  });

  it("discards a damaged snapshot and replays the log", async () => {
    const stream = await ownStream();
    const { nats } = stream.connections;
    const dir = dataDir();
    const ids = Array.from({ length: 40 }, () => newId());
    const projector = projectorOn(nats, createMemoryReadStore(), [beltsProjection(stream.name, { count: 0 })], dir);
    await projector.start();
    const last = await promoteAll(stream, ids, "white");
    expect(await projector.waitFor(stream.name, last.sequence)).toBe(true);
    await projector.stop();

    const file = join(dir, "read-models.snapshot");
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(file, bytes);

    const calls = { count: 0 };
    const { logger, discarded } = recordingLogger();
    const store = createMemoryReadStore();
    const restarted = projectorOn(nats, store, [beltsProjection(stream.name, calls)], dir, logger);
    await restarted.start();
    expect(await restarted.waitFor(stream.name, last.sequence)).toBe(true);
    expect(discarded()).toEqual([expect.stringContaining("damaged")]);
    expect(calls.count).toBe(40);
    expect(await store.collection("students").countDocuments({ belt: "white", promotions: 1 })).toBe(40);
  });

  it("discards a snapshot of other projections and replays the log", async () => {
    const stream = await ownStream();
    const { nats } = stream.connections;
    const dir = dataDir();
    const id = newId();
    const projector = projectorOn(nats, createMemoryReadStore(), [beltsProjection(stream.name, { count: 0 })], dir);
    await projector.start();
    await promoteAll(stream, [id], "white");
    const demoted = await stream.events.publish(
      stream.subject("student", id),
      testEvent("Demoted", id, { belt: "none" }),
    );
    expect(await projector.waitFor(stream.name, demoted.sequence)).toBe(true);
    await projector.stop();

    // The projection now handles demotions too: its old read model never applied one.
    const calls = { count: 0 };
    const { logger, discarded } = recordingLogger();
    const store = createMemoryReadStore();
    const restarted = projectorOn(nats, store, [beltsProjection(stream.name, calls, true)], dir, logger);
    await restarted.start();
    expect(await restarted.waitFor(stream.name, demoted.sequence)).toBe(true);
    expect(discarded()).toEqual(["the projections changed"]);
    expect(calls.count).toBe(2);
    expect(await store.collection("students").findOne({ _id: id })).toMatchObject({ belt: "none", promotions: 1 });
  });

  it("discards a snapshot of a stream that was recreated, or had events removed, and replays the log", async () => {
    const stream = await ownStream();
    const { nats } = stream.connections;
    const definition = { name: stream.name, subjects: [`${stream.name.toLowerCase()}.>`] };
    const dir = dataDir();
    const snapshotOf = async (ids: string[]) => {
      const projector = projectorOn(nats, createMemoryReadStore(), [beltsProjection(stream.name, { count: 0 })], dir);
      await projector.start();
      const last = await promoteAll(stream, ids, "white");
      expect(await projector.waitFor(stream.name, last.sequence)).toBe(true);
      await projector.stop();
    };
    const restart = async () => {
      const { logger, discarded } = recordingLogger();
      const store = createMemoryReadStore();
      const calls = { count: 0 };
      const projector = projectorOn(nats, store, [beltsProjection(stream.name, calls)], dir, logger);
      await projector.start();
      return { store, projector, calls, discarded };
    };

    // Recreated with fewer events than the snapshot's checkpoint.
    await snapshotOf(Array.from({ length: 5 }, () => newId()));
    await nats.jsm.streams.delete(stream.name);
    await stream.events.ensureStream(definition);
    const survivor = newId();
    const recreated = await promoteAll(stream, [survivor], "blue");
    let restarted = await restart();
    expect(await restarted.projector.waitFor(stream.name, recreated.sequence)).toBe(true);
    expect(restarted.discarded()).toEqual([`the stream ${stream.name} was recreated`]);
    expect(restarted.calls.count).toBe(1);
    expect((await students(restarted.store)).map(({ _id }) => _id)).toEqual([survivor]);
    await restarted.projector.stop();

    // Purged: the snapshot holds events the log no longer has.
    await snapshotOf([newId(), newId()]);
    await nats.jsm.streams.purge(stream.name);
    const newcomer = newId();
    const afterPurge = await promoteAll(stream, [newcomer], "green");
    restarted = await restart();
    expect(await restarted.projector.waitFor(stream.name, afterPurge.sequence)).toBe(true);
    expect(restarted.discarded()).toEqual([`events of the stream ${stream.name} were removed`]);
    expect((await students(restarted.store)).map(({ _id, belt }) => ({ _id, belt }))).toEqual([
      { _id: newcomer, belt: "green" },
    ]);
  });

  it("takes snapshots while events are being applied that hold exactly the events of their checkpoints", async () => {
    const stream = await ownStream();
    const { nats } = stream.connections;
    const dir = dataDir();
    // Three awaited writes per event, with a pause between them: a snapshot taken in the middle
    // of one would show `first` ahead of `second`, or a logged event missing.
    const tally = defineProjection<{ Counted: Record<string, never> }>({
      name: "tally",
      streams: [stream.name],
      async setup(store) {
        await store.collection("entries").createIndex({ sequence: -1 });
      },
      on: {
        async Counted(event, store) {
          await store.collection("tally").updateOne({ _id: "all" }, { $inc: { first: 1 } }, { upsert: true });
          await new Promise((resolve) => setTimeout(resolve, 1));
          await store.collection("tally").updateOne({ _id: "all" }, { $inc: { second: 1 } }, { upsert: true });
          await store.collection("entries").insertOne({ _id: String(event.sequence), sequence: event.sequence });
        },
      },
    });
    const total = 300;
    const file = join(dir, "read-models.snapshot");
    const taken = new Map<number, Buffer>();
    let lastModified = 0;
    const watcher = setInterval(() => {
      try {
        const modified = statSync(file).mtimeMs;
        if (modified === lastModified) return;
        lastModified = modified;
        const bytes = readFileSync(file);
        taken.set(taken.size, bytes);
      } catch {
        // not written yet
      }
    }, 3);
    onTestFinished(() => clearInterval(watcher));
    const projector = projectorOn(nats, createMemoryReadStore(), [tally], dir, pino({ level: "silent" }), 15);
    await projector.start();
    // Appended in bursts while the projector applies them: batch after batch.
    let last!: Position;
    for (let index = 0; index < total; index++) {
      last = await stream.events.publish(stream.subject("tally", "all"), testEvent("Counted", "all", {}));
      if (index % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await projector.waitFor(stream.name, last.sequence, 15_000)).toBe(true);
    await projector.stop();
    clearInterval(watcher);

    const checkpoints: number[] = [];
    for (const bytes of taken.values()) {
      const copy = join(dataDir(), "copy.snapshot");
      writeFileSync(copy, bytes);
      const snapshot = (await openMemorySnapshot(copy))!;
      const store = createMemoryReadStore();
      await snapshot.loadInto(store);
      await snapshot.close();
      const checkpoint = (snapshot.meta as { checkpoints: Record<string, Record<string, number>> }).checkpoints.tally![
        stream.name
      ]!;
      checkpoints.push(checkpoint);
      const counted = checkpoint - (last.sequence - total);
      const row = await store.collection("tally").findOne({ _id: "all" });
      expect(row ?? { _id: "all", first: 0, second: 0 }).toEqual({ _id: "all", first: counted, second: counted });
      expect(await store.collection("entries").countDocuments()).toBe(counted);
      const newest = await store.collection("entries").find({}, { sort: { sequence: -1 }, limit: 1 });
      expect(newest.map((entry) => entry.sequence)).toEqual(counted > 0 ? [checkpoint] : []);
    }
    // Some were taken half way through the log.
    expect(checkpoints.some((checkpoint) => checkpoint > last.sequence - total && checkpoint < last.sequence)).toBe(
      true,
    );
  }, 30_000);
});
