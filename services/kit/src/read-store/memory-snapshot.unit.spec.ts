import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryReadStore, type MemoryReadStore } from "./memory.ts";
import { openMemorySnapshot, writeMemorySnapshot } from "./memory-snapshot.ts";
import { DuplicateKeyError, SnapshotUnreadable, type Filter, type FindOptions } from "./port.ts";

// The memory store on disk (documents, index definitions and entry orders, beside the caller's
// meta), images that later writes leave alone, and indexes deferred through a replay.

const folder = mkdtempSync(join(tmpdir(), "kumite-memory-snapshot-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const fileName = () => join(folder, `store-${files++}.snapshot`);

const categories = ["Judo", "Karate", "BJJ"];
const names = ["a", "\u{1f600}", "\uff01", "b"];

async function sampleStore(posts = 2500): Promise<MemoryReadStore> {
  const store = createMemoryReadStore();
  const collection = store.collection("posts");
  await collection.createIndex({ category: 1, createdAt: -1 });
  await collection.createIndex({ "comments.authorId": 1 });
  await collection.createIndex({ name: 1, _id: -1 });
  await collection.createIndex({ slug: 1 }, { unique: true });
  for (let i = 0; i < posts; i++) {
    await collection.insertOne({
      _id: `p${(i * 7919) % posts}`,
      slug: `s${i}`,
      category: categories[i % 3],
      name: names[i % 4],
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 104729) % posts) * 60_000).toISOString(),
      comments: i % 5 === 0 ? [] : Array.from({ length: i % 4 }, (_, k) => ({ authorId: `u${(i + k) % 17}`, at: k })),
      ...(i % 7 === 0 ? { extra: { nested: [1, { deep: "x" }] } } : {}),
    });
  }
  await store.collection("counts").updateOne({ _id: "judo" }, { $inc: { count: 3 } }, { upsert: true });
  return store;
}

const queries: Array<[Filter, FindOptions]> = [
  [{ category: "Judo" }, { sort: { createdAt: -1 }, limit: 30 }],
  [
    { category: "BJJ", createdAt: { $lt: "2026-01-02" } },
    { sort: { createdAt: -1 }, limit: 25 },
  ],
  [{ "comments.authorId": "u3" }, {}],
  [{}, { sort: { name: 1, _id: -1 }, limit: 40, skip: 10 }],
  [{ name: "\u{1f600}" }, { sort: { _id: -1 }, limit: 5 }],
  [{ slug: "s42" }, {}],
  [{}, { sort: { _id: 1 }, limit: 50 }],
];

async function answers(store: MemoryReadStore) {
  const all = [];
  for (const [filter, options] of queries) all.push(await store.collection("posts").find(filter, options));
  all.push(await store.collection("counts").find({}));
  return all;
}

async function roundTrip(store: MemoryReadStore, meta: unknown = { note: "hi" }) {
  const file = fileName();
  const image = store.capture();
  try {
    await writeMemorySnapshot(file, meta, image);
  } finally {
    image.release();
  }
  return file;
}

async function load(file: string): Promise<{ store: MemoryReadStore; meta: unknown }> {
  const snapshot = await openMemorySnapshot(file);
  if (!snapshot) throw new Error("no snapshot");
  const store = createMemoryReadStore();
  try {
    await snapshot.loadInto(store);
  } finally {
    await snapshot.close();
  }
  return { store, meta: snapshot.meta };
}

describe("memory store snapshots", () => {
  it("bring back every document, index and answer, with the meta written beside them", async () => {
    const store = await sampleStore();
    const file = await roundTrip(store, { checkpoints: { feed: { SOCIAL: 12 } } });
    const { store: loaded, meta } = await load(file);
    expect(meta).toEqual({ checkpoints: { feed: { SOCIAL: 12 } } });
    expect(await answers(loaded)).toEqual(await answers(store));
    expect(await loaded.collection("posts").find({})).toEqual(await store.collection("posts").find({}));
    for (const [filter, options] of queries) {
      expect(loaded.collection("posts").explain(filter, options)).toEqual(
        store.collection("posts").explain(filter, options),
      );
    }
    await expect(loaded.collection("posts").insertOne({ _id: "new", slug: "s1" })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    // And it goes on being written to like any store.
    await loaded
      .collection("posts")
      .updateOne({ _id: "p1" }, { $push: { comments: { authorId: "u99", at: 9 } }, $set: { category: "Sambo" } });
    expect((await loaded.collection("posts").find({ "comments.authorId": "u99" })).map((post) => post._id)).toEqual([
      "p1",
    ]);
    expect(
      (await loaded.collection("posts").find({ category: "Sambo" }, { sort: { createdAt: -1 } })).map(
        (post) => post._id,
      ),
    ).toEqual(["p1"]);
  });

  it("builds an index by sorting when its entry order does not fit the documents", async () => {
    const store = await sampleStore(300);
    const image = store.capture();
    const posts = image.collections.find((collection) => collection.name === "posts")!;
    const fresh = createMemoryReadStore();
    const reversed = new Map(
      posts.entries.map(({ index, count }) => [
        index,
        Uint32Array.from({ length: count }, (_, i) => (count - 1 - i) % posts.documents.length),
      ]),
    );
    fresh.loadCollection("posts", posts.indexes, structuredClone(posts.documents), reversed);
    image.release();
    for (const [filter, options] of queries) {
      expect(await fresh.collection("posts").find(filter, options)).toEqual(
        await store.collection("posts").find(filter, options),
      );
    }
  });

  it("refuse a file that is damaged, cut short or not a snapshot, and report none when there is no file", async () => {
    const file = await roundTrip(await sampleStore(300));
    const bytes = readFileSync(file);
    const opens = async (content: Buffer) => {
      const damaged = fileName();
      writeFileSync(damaged, content);
      const snapshot = await openMemorySnapshot(damaged);
      try {
        await snapshot!.loadInto(createMemoryReadStore());
      } finally {
        await snapshot?.close();
      }
    };
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length * 0.6)]! ^= 0x01;
    await expect(opens(flipped)).rejects.toThrow(SnapshotUnreadable);
    await expect(opens(bytes.subarray(0, bytes.length - 100))).rejects.toThrow(SnapshotUnreadable);
    await expect(opens(bytes.subarray(0, 30))).rejects.toThrow(SnapshotUnreadable);
    await expect(opens(Buffer.from('{"not": "a snapshot"}'))).rejects.toThrow(SnapshotUnreadable);
    await expect(opens(Buffer.concat([bytes, Buffer.from([0])]))).rejects.toThrow(SnapshotUnreadable);
    expect(await openMemorySnapshot(join(folder, "none.snapshot"))).toBeNull();
  });
});

describe("a captured image", () => {
  it("keeps the documents as they were while writes go on, in place again once released", async () => {
    const store = createMemoryReadStore();
    const days = store.collection("days");
    await days.createIndex({ "posts.authorId": 1 });
    await days.insertOne({ _id: "d1", words: { kata: 1 }, posts: [{ authorId: "u1" }], total: 1 });
    const image = store.capture();
    await days.updateOne(
      { _id: "d1" },
      { $inc: { "words.kata": 1, "words.randori": 1, total: 1 }, $push: { posts: { authorId: "u2" } } },
    );
    await days.updateOne({ _id: "d1" }, { $inc: { "words.kata": 1 } });
    await days.insertOne({ _id: "d2", words: {}, posts: [] });
    expect(image.collections.find((collection) => collection.name === "days")!.documents).toEqual([
      { _id: "d1", words: { kata: 1 }, posts: [{ authorId: "u1" }], total: 1 },
    ]);
    image.release();
    await days.updateOne({ _id: "d1" }, { $inc: { "words.kata": 1 }, $push: { posts: { authorId: "u3" } } });
    expect(await days.findOne({ _id: "d1" })).toEqual({
      _id: "d1",
      words: { kata: 4, randori: 1 },
      posts: [{ authorId: "u1" }, { authorId: "u2" }, { authorId: "u3" }],
      total: 2,
    });
    expect((await days.find({ "posts.authorId": "u2" })).map((day) => day._id)).toEqual(["d1"]);
  });
});

describe("deferred indexes", () => {
  it("give the same answers as kept ones, built when a query needs them or at the end", async () => {
    const kept = createMemoryReadStore();
    const deferred = createMemoryReadStore();
    const writes = async (store: MemoryReadStore) => {
      const posts = store.collection("posts");
      await posts.createIndex({ category: 1, createdAt: -1 });
      await posts.createIndex({ "comments.authorId": 1 });
      await posts.createIndex({ slug: 1 }, { unique: true });
      for (let i = 0; i < 600; i++) {
        await posts.insertOne({
          _id: `p${i}`,
          slug: `s${i}`,
          category: categories[i % 3],
          createdAt: `2026-01-${String((i % 28) + 1).padStart(2, "0")}`,
          comments: [],
        });
        if (i % 3 === 0)
          await posts.updateOne({ _id: `p${i - 1}` }, { $push: { comments: { authorId: `u${i % 7}` } } });
        if (i % 50 === 0) await posts.updateOne({ _id: `p${i}` }, { $set: { category: "Sambo" } });
        if (i % 97 === 0) await posts.deleteOne({ _id: `p${i}` });
      }
    };
    deferred.deferIndexes();
    await writes(kept);
    await writes(deferred);
    await expect(deferred.collection("posts").insertOne({ _id: "x", slug: "s1" })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    // A query builds what it needs; later writes keep it up to date.
    expect(await deferred.collection("posts").find({ category: "Sambo" }, { sort: { createdAt: -1 } })).toEqual(
      await kept.collection("posts").find({ category: "Sambo" }, { sort: { createdAt: -1 } }),
    );
    await deferred.collection("posts").updateOne({ _id: "p1" }, { $set: { category: "Sambo" } });
    await kept.collection("posts").updateOne({ _id: "p1" }, { $set: { category: "Sambo" } });
    deferred.buildIndexes();
    for (const filter of [
      { category: "Sambo" },
      { category: "Judo", createdAt: { $gte: "2026-01-10" } },
      { "comments.authorId": "u3" },
    ]) {
      const options = { sort: { createdAt: -1 as const }, limit: 40 };
      expect(deferred.collection("posts").explain(filter, options).plan).toBe("index");
      expect(await deferred.collection("posts").find(filter, options)).toEqual(
        await kept.collection("posts").find(filter, options),
      );
    }
  });
});
