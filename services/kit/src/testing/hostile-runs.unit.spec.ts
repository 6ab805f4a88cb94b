import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "../event-store.ts";
import { defineProjection } from "../projection/define.ts";
import { DuplicateKeyError, type ReadStore } from "../read-store/port.ts";
import { expectSameUnderHostileStore, type HostileVariant } from "./hostile-runs.ts";
import { projectionSpec, type GivenEvent } from "./projection-spec.ts";

// The hostile-store harness catches each way a projection handler can fail to be idempotent:
// each variant alone finds the bug it is there for, a sound projection passes all of them, and
// every projectionSpec runs them.

type Tally = { _id: string; count: number; last?: string; entries?: string[]; countedUpTo?: number };
type Counted = { tallyId: string; entryId: string };

const counted = (tallyId: string, entryId: string): GivenEvent => ({
  type: "Counted",
  aggregateId: tallyId,
  data: { tallyId, entryId },
});
const event = (stream: string, sequence: number, given: GivenEvent): StoredEvent => ({
  id: `${stream}-${sequence}`,
  type: given.type,
  aggregateId: given.aggregateId,
  occurredAt: "2026-11-20T09:00:00.000Z",
  actorId: null,
  data: given.data,
  stream,
  subject: `${stream.toLowerCase()}.spec.${given.aggregateId}`,
  sequence,
  index: 0,
});
const tallyEvents = (...entries: string[]) =>
  entries.map((entryId, index) => event("TALLY", index + 1, counted("t1", entryId)));

const tallyOf = (store: ReadStore) => store.collection<Tally>("tallies").findOne({ _id: "t1" });

/** Counts each entry once, whatever comes again: the guard is inside the write that counts. */
const sound = defineProjection<{ Counted: Counted }>({
  name: "sound",
  streams: ["TALLY"],
  async setup(store) {
    // Differs on every run, as the member directory's generation does.
    await store.collection("meta").replaceOne({ _id: "build" }, { _id: "build", id: randomUUID() }, { upsert: true });
  },
  on: {
    async Counted({ data, sequence }, store) {
      const tallies = store.collection<Tally>("tallies");
      await tallies.insertOne({ _id: data.tallyId, count: 0, countedUpTo: 0 }).catch(ignoreDuplicate);
      await tallies.updateOne(
        { _id: data.tallyId, countedUpTo: { $lt: sequence } },
        { $inc: { count: 1 }, $set: { countedUpTo: sequence } },
      );
    },
  },
});

/** Records the entry, returns early when it was recorded, and counts in a second write. */
const insertThenCount = defineProjection<{ Counted: Counted }>({
  name: "insert-then-count",
  streams: ["TALLY"],
  on: {
    async Counted({ data }, store) {
      try {
        await store.collection("entries").insertOne({ _id: data.entryId });
      } catch (error) {
        if (error instanceof DuplicateKeyError) return;
        throw error;
      }
      await store
        .collection<Tally>("tallies")
        .updateOne({ _id: data.tallyId }, { $inc: { count: 1 } }, { upsert: true });
    },
  },
});

/** Reads whether the entry was counted, then writes: two appliers at once both count it. */
const readThenCount = defineProjection<{ Counted: Counted }>({
  name: "read-then-count",
  streams: ["TALLY"],
  on: {
    async Counted({ data, sequence }, store) {
      const tallies = store.collection<Tally>("tallies");
      const tally = await tallies.findOne({ _id: data.tallyId });
      if ((tally?.countedUpTo ?? 0) >= sequence) return;
      await tallies.updateOne(
        { _id: data.tallyId },
        { $inc: { count: 1 }, $set: { countedUpTo: sequence } },
        { upsert: true },
      );
    },
  },
});

/** Counts unless the entry is the last one counted: safe once, not when older events come again. */
const lastOnlyGuard = defineProjection<{ Counted: Counted }>({
  name: "last-only-guard",
  streams: ["TALLY"],
  on: {
    async Counted({ data }, store) {
      const tallies = store.collection<Tally>("tallies");
      await tallies.insertOne({ _id: data.tallyId, count: 0, last: "" }).catch(ignoreDuplicate);
      await tallies.updateOne(
        { _id: data.tallyId, last: { $ne: data.entryId } },
        { $inc: { count: 1 }, $set: { last: data.entryId } },
      );
    },
  },
});

/** A profile from one stream replaces what another stream's event set. */
const profileReplaces = defineProjection<{
  Named: { userId: string; name: string };
  Flagged: { userId: string };
}>({
  name: "profile-replaces",
  streams: ["PEOPLE", "MODERATION"],
  on: {
    async Named({ data }, store) {
      await store
        .collection("people")
        .replaceOne({ _id: data.userId }, { _id: data.userId, name: data.name, flagged: false }, { upsert: true });
    },
    async Flagged({ data }, store) {
      await store.collection("people").updateOne({ _id: data.userId }, { $set: { flagged: true } });
    },
  },
});

/** Inserts with no thought of a second delivery. */
const insertsBlindly = defineProjection<{ Counted: Counted }>({
  name: "inserts-blindly",
  streams: ["TALLY"],
  on: {
    async Counted({ data }, store) {
      await store.collection("entries").insertOne({ _id: data.entryId, tallyId: data.tallyId });
    },
  },
});

function ignoreDuplicate(error: unknown) {
  if (!(error instanceof DuplicateKeyError)) throw error;
}

const only = (variant: HostileVariant) => [variant];

describe("the hostile-store harness", () => {
  it("passes a projection whose guards are inside its writes, whatever its setup writes", async () => {
    await projectionSpec([sound])
      .given({ TALLY: [counted("t1", "a"), counted("t1", "b"), counted("t1", "c")] })
      .then(async (store) => expect((await tallyOf(store))?.count).toBe(3));
  });

  it("finds a count lost when the write after an insert-or-return fails before it is applied", async () => {
    const failure = expectSameUnderHostileStore([insertThenCount], tallyEvents("a", "b"), only("fail-before"));
    await expect(failure).rejects.toThrow(
      'hostile store: write 2 of 4 (updateOne on tallies, insert-then-count applying TALLY:Counted(t1)#1) failed before it was applied, and the handler ran again; then in tallies, "t1" is {"_id":"t1","count":1}; a clean run has {"_id":"t1","count":2}',
    );
  });

  it("finds a count lost when the insert is applied but its reply is lost", async () => {
    const failure = expectSameUnderHostileStore([insertThenCount], tallyEvents("a", "b"), only("fail-after"));
    await expect(failure).rejects.toThrow(
      /write 1 of 4 \(insertOne on entries, .*TALLY:Counted\(t1\)#1\) was applied and then failed .*"t1" is \{"_id":"t1","count":1\}/,
    );
  });

  it("finds an updateMany counted twice when it was applied and its reply lost", async () => {
    const bumpsAll = defineProjection<{ Counted: Counted }>({
      name: "bumps-all",
      streams: ["TALLY"],
      on: {
        async Counted({ data, sequence }, store) {
          const tallies = store.collection<Tally>("tallies");
          await tallies.insertOne({ _id: data.entryId, count: 0 }).catch(ignoreDuplicate);
          // The guard holds for each document alone; a retry after the whole update applied counts again.
          await tallies.updateMany({ countedUpTo: { $ne: sequence } }, { $inc: { count: 1 } });
          await tallies.updateMany({}, { $set: { countedUpTo: sequence } });
        },
      },
    });
    const failure = expectSameUnderHostileStore([bumpsAll], tallyEvents("a", "b"), only("fail-after"));
    await expect(failure).rejects.toThrow(/write 2 of 6 \(updateMany on tallies.*was applied and then failed/);
  });

  it("finds a count taken twice by two appliers that each read that it was not counted yet", async () => {
    const failure = expectSameUnderHostileStore([readThenCount], tallyEvents("a", "b", "c"), only("twice"));
    await expect(failure).rejects.toThrow(
      'hostile store: the handlers of TALLY:Counted(t1)#1 ran twice at once; then in tallies, "t1" is {"_id":"t1","count":4,"countedUpTo":3}',
    );
  });

  it("finds an older event counted again after a restart, and a $push that doubles", async () => {
    await expect(
      expectSameUnderHostileStore([lastOnlyGuard], tallyEvents("a", "b", "c"), only("replay")),
    ).rejects.toThrow(
      'hostile store: after every event, the last 2 (from TALLY:Counted(t1)#2) were applied again; then in tallies, "t1" is {"_id":"t1","count":5,"last":"c"}',
    );
    const pushes = defineProjection<{ Counted: Counted }>({
      name: "pushes",
      streams: ["TALLY"],
      on: {
        async Counted({ data }, store) {
          await store
            .collection("tallies")
            .updateOne({ _id: data.tallyId }, { $push: { entries: data.entryId } }, { upsert: true });
        },
      },
    });
    await expect(expectSameUnderHostileStore([pushes], tallyEvents("a", "b"), only("replay"))).rejects.toThrow(
      /the last 1 \(from TALLY:Counted\(t1\)#2\) were applied again; then in tallies, "t1" is \{"_id":"t1","entries":\["a","b","b"\]\}/,
    );
  });

  it("replays one stream alone, as its own checkpoint may be older than another's", async () => {
    const events = [
      event("PEOPLE", 1, { type: "Named", aggregateId: "ana", data: { userId: "ana", name: "Ana" } }),
      event("MODERATION", 1, { type: "Flagged", aggregateId: "ana", data: { userId: "ana" } }),
    ];
    await expect(expectSameUnderHostileStore([profileReplaces], events, only("replay"))).rejects.toThrow(
      'the last 1 of PEOPLE (from PEOPLE:Named(ana)#1) were applied again; then in people, "ana" is {"_id":"ana","name":"Ana","flagged":false}',
    );
  });

  it("names a handler that throws when its event comes again", async () => {
    await expect(expectSameUnderHostileStore([insertsBlindly], tallyEvents("a"), only("replay"))).rejects.toThrow(
      'the last 1 (from TALLY:Counted(t1)#1) were applied again; then inserts-blindly threw on TALLY:Counted(t1)#1: DuplicateKeyError: duplicate key in entries: {"_id":"a"}',
    );
  });

  it("still tries each kind of write of a spec too large to try every write of", async () => {
    const events = tallyEvents(...Array.from({ length: 3_000 }, (_, index) => `e${index}`));
    await expect(expectSameUnderHostileStore([insertThenCount], events, only("fail-after"))).rejects.toThrow(
      /write 1 of 6000 \(insertOne on entries/,
    );
  });

  it("runs under every projection spec, then and inEveryOrder alike", async () => {
    const spec = projectionSpec([readThenCount]);
    await expect(
      spec.given({ TALLY: [counted("t1", "a")] }).then(async (store) => expect((await tallyOf(store))?.count).toBe(1)),
    ).rejects.toThrow("ran twice at once");
    await expect(
      projectionSpec([profileReplaces])
        .given({
          PEOPLE: [{ type: "Named", aggregateId: "ana", data: { userId: "ana", name: "Ana" } }],
          MODERATION: [{ type: "Flagged", aggregateId: "ana", data: { userId: "ana" } }],
        })
        .inEveryOrder(async (store) => expect(await store.collection("people").countDocuments({})).toBe(1)),
    ).rejects.toThrow(/^in the order PEOPLE:Named\(ana\)#1 → MODERATION:Flagged\(ana\)#1: hostile store: /);
  });
});
