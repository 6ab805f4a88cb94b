import { find } from "mingo";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectOraclePage,
  RANDOM_INDEXES,
  randomFind,
  randomPosts,
  seededRandom,
  type RandomPost,
} from "./behaviour-dataset.ts";
import type { Document, Filter, ReadStore } from "../../src/read-store/port.ts";

const RANDOM_FINDS = 400;

async function insertAll(store: ReadStore, collection: string, documents: Document[]): Promise<void> {
  const target = store.collection(collection);
  for (let i = 0; i < documents.length; i += 200) {
    await Promise.all(documents.slice(i, i + 200).map((document) => target.insertOne(document)));
  }
}

/**
 * Indexed finds must return what a filter-then-sort of the same data returns, whatever index the
 * adapter walks: equality prefixes, range bounds on the sort field, reversed walks, multikey
 * fields, ties, and filters no index serves.
 */
export function describeIndexWalks(store: () => ReadStore): void {
  describe("indexed finds agree with a scan", () => {
    const posts = randomPosts(3000, seededRandom(20250101));
    beforeAll(async () => {
      await store().dropAll();
      for (const keys of RANDOM_INDEXES) await store().collection("posts").createIndex(keys);
      await insertAll(store(), "posts", posts);
    });

    it(`on ${RANDOM_FINDS} random finds`, async () => {
      const random = seededRandom(7);
      for (let i = 0; i < RANDOM_FINDS; i++) {
        const query = randomFind(random, posts);
        const { filter, ...options } = query;
        expectOraclePage(posts, query, await store().collection("posts").find(filter, options));
      }
    });

    it("after updates and deletes move documents between index entries", async () => {
      const collection = store().collection<RandomPost>("posts");
      await collection.updateMany({ category: "Judo", level: 0 }, { $set: { category: "Karate" }, $inc: { level: 1 } });
      await collection.updateMany({ tags: "kata" }, { $pull: { tags: "kata" } });
      await collection.deleteMany({ category: "Sambo", level: { $gt: 2 } });
      const current = await collection.find({});
      const random = seededRandom(11);
      for (let i = 0; i < 100; i++) {
        const query = randomFind(random, current);
        const { filter, ...options } = query;
        expectOraclePage(current, query, await collection.find(filter, options));
      }
    });
  });

  describe("strings through an index", () => {
    // UTF-8 byte order, which is code point order: U+E000 and U+FF01 sort before U+1F600, though
    // JavaScript's `<` (UTF-16 units) puts the surrogate pair of U+1F600 first.
    const names = ["\u{1f600}", "\uff01", "a", "\ue000", "\ud7ff", "ab", "\u{1f600}x"];
    beforeAll(async () => {
      await store().collection("names").createIndex({ name: 1 });
      await insertAll(
        store(),
        "names",
        names.map((name, i) => ({ _id: `n${i}`, name })),
      );
    });

    it("come in code point order, walked either way and from a bound", async () => {
      const ordered = ["a", "ab", "\ud7ff", "\ue000", "\uff01", "\u{1f600}", "\u{1f600}x"];
      const names = async (filter: Filter, direction: 1 | -1) =>
        (
          await store()
            .collection("names")
            .find(filter, { sort: { name: direction } })
        ).map((document) => document.name);
      expect(await names({}, 1)).toEqual(ordered);
      expect(await names({}, -1)).toEqual([...ordered].reverse());
      expect(await names({ name: { $gt: "a" } }, 1)).toEqual(ordered.slice(1));
      expect(await names({ name: { $lt: "\ue000" } }, -1)).toEqual(["\ud7ff", "ab", "a"]);
      expect(await names({ name: "\u{1f600}" }, 1)).toEqual(["\u{1f600}"]);
    });
  });

  describe("cursor pagination on a descending compound index", () => {
    const start = Date.UTC(2025, 0, 1);
    const feed = Array.from({ length: 1200 }, (_, i) => ({
      _id: `f${i}`,
      category: ["Judo", "Karate", "BJJ"][i % 3]!,
      createdAt: new Date(start + ((i * 7919) % 1200) * 1000).toISOString(),
    }));
    beforeAll(async () => {
      await store().collection("feed").createIndex({ category: 1, createdAt: -1 });
      await insertAll(store(), "feed", feed);
    });

    it("pages newest first through a category with createdAt < cursor, at any depth", async () => {
      const expected = find(feed, { category: "Judo" }).sort({ createdAt: -1 }).all() as Document[];
      const seen: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const filter = cursor ? { category: "Judo", createdAt: { $lt: cursor } } : { category: "Judo" };
        const page = await store()
          .collection("feed")
          .find(filter, { sort: { createdAt: -1 }, limit: 20 });
        if (page.length === 0) break;
        seen.push(...page.map((post) => post._id));
        cursor = page[page.length - 1]!.createdAt as string;
      }
      expect(seen).toEqual(expected.map((post) => post._id));
    });

    it("pages oldest first with createdAt > cursor (a reversed walk)", async () => {
      const expected = find(feed, { category: "BJJ" }).sort({ createdAt: 1 }).all() as Document[];
      const seen: string[] = [];
      let cursor = "";
      for (;;) {
        const filter = { category: "BJJ", createdAt: { $gt: cursor } };
        const page = await store()
          .collection("feed")
          .find(filter, { sort: { createdAt: 1 }, limit: 50 });
        if (page.length === 0) break;
        seen.push(...page.map((post) => post._id));
        cursor = page[page.length - 1]!.createdAt as string;
      }
      expect(seen).toEqual(expected.map((post) => post._id));
    });
  });
}
