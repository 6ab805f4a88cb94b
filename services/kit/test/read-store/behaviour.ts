// The behaviour every read store adapter promises, as one vitest suite. memory.unit.spec.ts and
// mongo.int.spec.ts run it; an adapter is only as good as this file is complete.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeIndexWalks } from "./behaviour-index-walks.ts";
import { describeSizeLimit } from "./behaviour-sizes.ts";
import { describeUpdates } from "./behaviour-updates.ts";
import { DuplicateKeyError, type Filter, type ReadStore, type Update } from "../../src/read-store/port.ts";

export function readStoreBehaviour(
  name: string,
  makeStore: () => Promise<ReadStore>,
  options: { skip?: string } = {},
): void {
  const declare = options.skip ? describe.skip : describe;
  const title = options.skip
    ? `read store behaviour (${name}) — skipped: ${options.skip}`
    : `read store behaviour (${name})`;

  declare(title, () => {
    let store: ReadStore;
    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(async () => {
      await store?.dropAll();
      await store?.close();
    });
    const getStore = () => store;

    describe("documents", () => {
      beforeEach(async () => {
        await store.dropAll();
      });
      describeFinds(getStore);
      describeWrites(getStore);
      describeUpdates(getStore);
      describeRefusals(getStore);
      describeSizeLimit(getStore);
    });
    describeIndexWalks(getStore);
  });
}

const ids = (documents: { _id: string }[]) => documents.map((document) => document._id);

function describeFinds(store: () => ReadStore): void {
  const items = () => store().collection("items");
  const insertAll = async (documents: { _id: string; [field: string]: unknown }[]) => {
    for (const document of documents) await items().insertOne(document);
  };

  describe("find", () => {
    beforeEach(async () => {
      await insertAll(
        Array.from({ length: 10 }, (_, n) => ({ _id: `i${n}`, n, kind: n % 2 ? "odd" : "even", group: n % 3 })),
      );
    });

    it("filters, sorts, skips and limits", async () => {
      const found = await items().find({ kind: "even" }, { sort: { n: -1 }, skip: 1, limit: 2 });
      expect(ids(found)).toEqual(["i6", "i4"]);
    });

    it("sorts on several fields and treats limit 0 as no limit", async () => {
      const found = await items().find({}, { sort: { group: 1, n: -1 }, limit: 0 });
      expect(ids(found)).toEqual(["i9", "i6", "i3", "i0", "i7", "i4", "i1", "i8", "i5", "i2"]);
    });

    it("evaluates query operators, dotted paths and arrays", async () => {
      await insertAll([
        { _id: "x1", tags: ["a", "b"], author: { name: "Ana" }, rank: 3 },
        { _id: "x2", tags: ["c"], author: { name: "Bo" } },
      ]);
      expect(ids(await items().find({ tags: "b" }))).toEqual(["x1"]);
      expect(ids(await items().find({ "author.name": { $in: ["Bo", "Cy"] } }))).toEqual(["x2"]);
      expect(ids(await items().find({ "author.name": { $regex: "^A" } }))).toEqual(["x1"]);
      expect(ids(await items().find({ n: { $gte: 8 }, kind: { $ne: "odd" } }))).toEqual(["i8"]);
      expect(ids(await items().find({ n: { $gt: 2, $lte: 4 } }))).toEqual(["i3", "i4"]);
    });

    it("compares a missing field as null", async () => {
      await insertAll([{ _id: "x1", rank: 3 }]);
      expect(ids(await items().find({ rank: { $ne: null } }))).toEqual(["x1"]);
      expect(await items().countDocuments({ rank: null })).toBe(10);
      expect(await items().countDocuments({ rank: { $in: [null, 3] } })).toBe(11);
    });

    it("compares a range within the bound's type only", async () => {
      await insertAll([{ _id: "x1", n: "9" }]);
      expect(ids(await items().find({ n: { $gte: 8 } }, { sort: { _id: 1 } }))).toEqual(["i8", "i9"]);
      expect(ids(await items().find({ n: { $gte: "0" } }))).toEqual(["x1"]);
    });

    it("matches a range on an indexed array once per document, each bound by any element", async () => {
      await items().createIndex({ tags: 1 });
      await insertAll([
        { _id: "m1", tags: ["a", "z"] },
        { _id: "m2", tags: ["c"] },
        { _id: "m3", tags: [] },
      ]);
      expect(ids(await items().find({ tags: { $gte: "a" } })).sort()).toEqual(["m1", "m2"]);
      expect(ids(await items().find({ tags: { $gt: "b", $lt: "y" } })).sort()).toEqual(["m1", "m2"]);
      expect(await items().countDocuments({ tags: { $gt: "b", $lt: "y" } })).toBe(2);
    });

    it("findOne returns the first document in sort order, or null", async () => {
      expect((await items().findOne({ kind: "odd" }, { sort: { n: -1 } }))?._id).toBe("i9");
      expect((await items().findOne({ kind: "odd" }, { sort: { n: 1 }, skip: 1 }))?._id).toBe("i3");
      expect(await items().findOne({ kind: "none" })).toBeNull();
    });
  });

  describe("sort order of mixed values", () => {
    it("puts missing and null first, then numbers, then strings", async () => {
      await insertAll([
        { _id: "a", v: 2 },
        { _id: "b", v: null },
        { _id: "c" },
        { _id: "d", v: "x" },
        { _id: "e", v: 1 },
      ]);
      const ascending = ids(await items().find({}, { sort: { v: 1 } }));
      expect(ascending.slice(0, 2).sort()).toEqual(["b", "c"]);
      expect(ascending.slice(2)).toEqual(["e", "a", "d"]);
      const descending = ids(await items().find({}, { sort: { v: -1 } }));
      expect(descending.slice(0, 3)).toEqual(["d", "a", "e"]);
    });

    it("sorts an array by its smallest element ascending and its largest descending", async () => {
      await insertAll([
        { _id: "a", v: [1, 9] },
        { _id: "b", v: 5 },
        { _id: "c", v: [4, 3] },
      ]);
      expect(ids(await items().find({}, { sort: { v: 1 } }))).toEqual(["a", "c", "b"]);
      expect(ids(await items().find({}, { sort: { v: -1 } }))).toEqual(["a", "b", "c"]);
    });
  });

  describe("field selection", () => {
    beforeEach(async () => {
      await insertAll([{ _id: "p", title: "T", body: "B", author: { name: "Ana", email: "a@x" }, tags: ["k"] }]);
    });

    it("includes the listed fields and _id unless _id is 0", async () => {
      expect(await items().find({ _id: "p" }, { fields: { title: 1 } })).toEqual([{ _id: "p", title: "T" }]);
      expect(await items().findOne({ _id: "p" }, { fields: { title: 1, _id: 0 } })).toEqual({ title: "T" });
      expect(await items().findOne({}, { fields: { "author.name": 1 } })).toEqual({
        _id: "p",
        author: { name: "Ana" },
      });
    });

    it("excludes the listed fields", async () => {
      expect(await items().findOne({}, { fields: { body: 0, "author.email": 0, _id: 0 } })).toEqual({
        title: "T",
        author: { name: "Ana" },
        tags: ["k"],
      });
    });
  });
}

// The port admits the operators the services use; both adapters refuse any other, naming it.
function describeRefusals(store: () => ReadStore): void {
  const items = () => store().collection("items");
  const looseFilter = (filter: Record<string, unknown>) => filter as Filter;
  const looseUpdate = (update: Record<string, unknown>) => update as Update;

  describe("what the port does not admit", () => {
    beforeEach(async () => {
      await items().insertOne({ _id: "d", n: 1, tags: ["a"], author: { name: "Ana" } });
    });

    it("refuses a filter operator other than the port's, naming it", async () => {
      await expect(items().find(looseFilter({ $or: [{ n: 1 }] }))).rejects.toThrow("$or");
      await expect(items().findOne(looseFilter({ _id: "d", n: { $exists: true } }))).rejects.toThrow("$exists");
      await expect(items().countDocuments(looseFilter({ tags: { $elemMatch: { $eq: "a" } } }))).rejects.toThrow(
        "$elemMatch",
      );
      await expect(items().deleteMany(looseFilter({ $where: "true" }))).rejects.toThrow("$where");
      await expect(items().find(looseFilter({ author: { name: "Ana" } }))).rejects.toThrow("embedded document");
      await expect(items().find(looseFilter({ n: { $in: [{ a: 1 }] } }))).rejects.toThrow("$in");
      expect(await items().countDocuments()).toBe(1);
    });

    it("refuses an update operator, modifier or path other than the port's, and changes nothing", async () => {
      const update = (operators: Record<string, unknown>, upsert = false) =>
        items().updateOne({ _id: "d" }, looseUpdate(operators), { upsert });
      await expect(update({ $unset: { n: "" } })).rejects.toThrow("$unset");
      await expect(update({ $set: { n: 2 }, $rename: { tags: "labels" } })).rejects.toThrow("$rename");
      await expect(update({ $setOnInsert: { n: 2 } }, true)).rejects.toThrow("$setOnInsert");
      await expect(update({ $push: { tags: { $each: ["b"] } } })).rejects.toThrow("$each");
      await expect(update({ $pull: { tags: { $in: ["a"] } } })).rejects.toThrow("$in");
      await expect(update({ $set: { "tags.$": "b" } })).rejects.toThrow("tags.$");
      await expect(update({ n: 2 })).rejects.toThrow("replaceOne");
      await expect(update({ $set: { n: 2 }, $inc: { n: 1 } })).rejects.toThrow("conflict");
      await expect(update({ $set: { author: {}, "author.name": "Bo" } })).rejects.toThrow("conflict");
      await expect(
        items().updateMany(looseFilter({ n: { $exists: true } }), { $set: { n: 2 } }, { upsert: true }),
      ).rejects.toThrow("$exists");
      expect(await items().find({})).toEqual([{ _id: "d", n: 1, tags: ["a"], author: { name: "Ana" } }]);
    });
  });
}

function describeWrites(store: () => ReadStore): void {
  const users = () => store().collection("users");

  describe("insert and unique keys", () => {
    it("rejects a second document with the same _id", async () => {
      await users().insertOne({ _id: "u1", email: "a@x" });
      const error = await users()
        .insertOne({ _id: "u1", email: "b@x" })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect((error as DuplicateKeyError).collection).toBe("users");
      expect(await users().findOne({ _id: "u1" })).toEqual({ _id: "u1", email: "a@x" });
    });

    it("enforces a unique index on insert, update, upsert and replace", async () => {
      await users().createIndex({ email: 1 }, { unique: true });
      await users().insertOne({ _id: "u1", email: "a@x" });
      await users().insertOne({ _id: "u2", email: "b@x" });
      const insert = await users()
        .insertOne({ _id: "u3", email: "a@x" })
        .catch((caught: unknown) => caught);
      expect(insert).toBeInstanceOf(DuplicateKeyError);
      expect((insert as DuplicateKeyError).key).toEqual({ email: "a@x" });
      const taken = { $set: { email: "a@x" } };
      await expect(users().updateOne({ _id: "u2" }, taken)).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(users().updateOne({ _id: "u9" }, taken, { upsert: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      const replacement = { _id: "u2", email: "a@x" };
      await expect(users().replaceOne({ _id: "u2" }, replacement)).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await users().find({}, { sort: { _id: 1 } })).toEqual([
        { _id: "u1", email: "a@x" },
        { _id: "u2", email: "b@x" },
      ]);
    });

    it("counts a missing unique field as null", async () => {
      await users().createIndex({ email: 1 }, { unique: true });
      await users().insertOne({ _id: "u1" });
      await expect(users().insertOne({ _id: "u2" })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(users().insertOne({ _id: "u3", email: null })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it("refuses a unique index over existing duplicates", async () => {
      await users().insertOne({ _id: "u1", email: "a@x" });
      await users().insertOne({ _id: "u2", email: "a@x" });
      await expect(users().createIndex({ email: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it("creates the same index twice without complaint", async () => {
      await users().createIndex({ email: 1 }, { unique: true });
      await users().createIndex({ email: 1 }, { unique: true });
      await users().createIndex({ dojo: 1, joinedAt: -1 });
      await users().createIndex({ dojo: 1, joinedAt: -1 });
      await users().insertOne({ _id: "u1", email: "a@x", dojo: "d", joinedAt: "2025" });
      expect(await users().countDocuments({ dojo: "d" })).toBe(1);
    });
  });

  describe("delete, count, drop", () => {
    beforeEach(async () => {
      for (let n = 0; n < 5; n++) await users().insertOne({ _id: `u${n}`, active: n < 3 });
    });

    it("deleteOne and deleteMany return how many they deleted", async () => {
      expect(await users().deleteOne({ active: false })).toBe(1);
      expect(await users().deleteOne({ _id: "none" })).toBe(0);
      expect(await users().deleteMany({ active: true })).toBe(3);
      expect(ids(await users().find({}))).toEqual(["u4"]);
    });

    it("countDocuments counts all or the matching documents", async () => {
      expect(await users().countDocuments()).toBe(5);
      expect(await users().countDocuments({ active: true })).toBe(3);
    });

    it("dropAll removes every document and index; handles keep working", async () => {
      const members = store().collection("members");
      await members.createIndex({ email: 1 }, { unique: true });
      await members.insertOne({ _id: "m1" });
      await store().dropAll();
      expect(await users().countDocuments()).toBe(0);
      expect(await members.countDocuments()).toBe(0);
      // Two documents without an email: allowed only because the unique index went too.
      await members.insertOne({ _id: "m1" });
      await members.insertOne({ _id: "m2" });
      expect(await members.countDocuments({})).toBe(2);
    });
  });

  describe("copies", () => {
    it("keeps the stored document apart from what goes in and comes out", async () => {
      const input = { _id: "u1", profile: { name: "Ana" }, belts: ["white"] };
      await users().insertOne(input);
      input.profile.name = "changed";
      const found = await users().findOne({ _id: "u1" });
      (found?.profile as { name: string }).name = "changed too";
      (found?.belts as string[]).push("black");
      const [listed] = await users().find({});
      (listed?.belts as string[]).push("red");
      const grade = { colour: "blue" };
      await users().updateOne({ _id: "u1" }, { $set: { grade } });
      grade.colour = "changed";
      expect(await users().findOne({ _id: "u1" })).toEqual({
        _id: "u1",
        profile: { name: "Ana" },
        belts: ["white"],
        grade: { colour: "blue" },
      });
    });
  });
}
