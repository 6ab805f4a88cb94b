import { describe, expect, it } from "vitest";
import type { ReadStore } from "../../src/read-store/port.ts";

export function describeUpdates(store: () => ReadStore): void {
  const dojos = () => store().collection("dojos");

  describe("update operators", () => {
    it("applies $set (dotted) and $inc, creating missing fields", async () => {
      await dojos().insertOne({ _id: "d", name: "Old", address: { city: "Lyon" }, members: 2 });
      const result = await dojos().updateOne(
        { _id: "d" },
        { $set: { name: "New", "address.zip": "69001" }, $inc: { members: 3, visits: 1 } },
      );
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await dojos().findOne({ _id: "d" })).toEqual({
        _id: "d",
        name: "New",
        address: { city: "Lyon", zip: "69001" },
        members: 5,
        visits: 1,
      });
    });

    it("creates the objects on the way of a dotted $inc, $set or $push, and takes any field name", async () => {
      await dojos().insertOne({ _id: "d", words: {} });
      const result = await dojos().updateOne(
        { _id: "d" },
        {
          $inc: { "stats.visits": 2, "words.constructor": 1, "words.kata": 1 },
          $set: { "address.city": "Lyon" },
          $push: { "log.entries": "a" },
        },
      );
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      await dojos().updateOne({ _id: "d" }, { $inc: { "words.kata": 1 }, $push: { "log.entries": { at: 1 } } });
      expect(await dojos().findOne({ _id: "d" })).toEqual({
        _id: "d",
        words: { constructor: 1, kata: 2 },
        stats: { visits: 2 },
        address: { city: "Lyon" },
        log: { entries: ["a", { at: 1 }] },
      });
    });

    it("moves index entries when an update pushes onto, pulls from or writes inside an indexed field", async () => {
      await dojos().createIndex({ "members.id": 1 });
      await dojos().createIndex({ address: 1 });
      await dojos().insertOne({ _id: "d", members: [], address: { city: "Lyon" } });
      await dojos().insertOne({ _id: "e", members: [], address: { city: "Metz" } });
      await dojos().updateOne({ _id: "d", "members.id": { $ne: "m1" } }, { $push: { members: { id: "m1" } } });
      await dojos().updateOne({ _id: "d", "members.id": { $ne: "m1" } }, { $push: { members: { id: "m1" } } });
      await dojos().updateOne({ _id: "d" }, { $push: { members: { id: "m2" } }, $set: { "address.city": "Nice" } });
      await dojos().updateOne({ _id: "d" }, { $pull: { members: { id: "m2" } } });
      expect((await dojos().find({ "members.id": "m1" })).map((dojo) => dojo._id)).toEqual(["d"]);
      expect(await dojos().find({ "members.id": "m2" })).toEqual([]);
      // Walked in the address index's order: Metz, then Nice (no longer Lyon).
      expect(await dojos().find({}, { sort: { address: 1 } })).toEqual([
        { _id: "e", members: [], address: { city: "Metz" } },
        { _id: "d", members: [{ id: "m1" }], address: { city: "Nice" } },
      ]);
    });

    it("applies $push, $addToSet and $pull (of a value, or of the embedded documents a filter matches)", async () => {
      const comments = [
        { by: "a", n: 1 },
        { by: "b", n: 2 },
        { by: "a", n: 3 },
      ];
      await dojos().insertOne({ _id: "d", styles: ["judo"], ranks: [1, 5, 9, 5], log: [], comments });
      await dojos().updateOne({ _id: "d" }, { $push: { log: "a" } });
      await dojos().updateOne({ _id: "d" }, { $push: { log: "b" } });
      await dojos().updateOne({ _id: "d" }, { $addToSet: { styles: "bjj" } });
      await dojos().updateOne({ _id: "d" }, { $addToSet: { styles: "judo", grades: "white" } });
      await dojos().updateOne({ _id: "d" }, { $pull: { ranks: 5, log: "b" } });
      await dojos().updateOne({ _id: "d" }, { $pull: { comments: { by: "a", n: { $gt: 1 } } } });
      expect(await dojos().findOne({ _id: "d" })).toEqual({
        _id: "d",
        styles: ["judo", "bjj"],
        ranks: [1, 9],
        log: ["a"],
        comments: comments.slice(0, 2),
        grades: ["white"],
      });
    });

    it("reports a $pull or $addToSet that finds nothing to do as matched, not modified", async () => {
      await dojos().insertOne({ _id: "d", tags: ["a"] });
      const unchanged = { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      expect(await dojos().updateOne({ _id: "d" }, { $pull: { tags: "b", "missing.list": "a" } })).toEqual(unchanged);
      expect(await dojos().updateOne({ _id: "d" }, { $addToSet: { tags: "a" } })).toEqual(unchanged);
      expect(await dojos().findOne({ _id: "d" })).toEqual({ _id: "d", tags: ["a"] });
    });

    it("reports a write that changes nothing as matched, not modified", async () => {
      await dojos().insertOne({ _id: "d", name: "Same", styles: ["judo"] });
      expect(await dojos().updateOne({ _id: "d" }, { $set: { name: "Same" } })).toEqual({
        matchedCount: 1,
        modifiedCount: 0,
        upsertedId: null,
      });
      expect((await dojos().updateOne({ _id: "d" }, { $addToSet: { styles: "judo" } })).modifiedCount).toBe(0);
      expect(await dojos().updateOne({ _id: "none" }, { $set: { name: "X" } })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
    });

    it("updateMany updates every match and counts them", async () => {
      for (let n = 0; n < 4; n++) {
        await dojos().insertOne({ _id: `d${n}`, city: n < 3 ? "Lyon" : "Nice", open: n === 0 });
      }
      const result = await dojos().updateMany({ city: "Lyon" }, { $set: { open: true } });
      expect(result).toEqual({ matchedCount: 3, modifiedCount: 2, upsertedId: null });
      expect(await dojos().countDocuments({ open: true })).toBe(3);
    });

    it("rejects $inc on a string, $push on a non-array and a changed _id", async () => {
      await dojos().insertOne({ _id: "d", name: "Dojo" });
      await expect(dojos().updateOne({ _id: "d" }, { $inc: { name: 1 } })).rejects.toThrow();
      await expect(dojos().updateOne({ _id: "d" }, { $push: { name: "x" } })).rejects.toThrow();
      await expect(dojos().updateOne({ _id: "d" }, { $set: { _id: "e" } })).rejects.toThrow();
      expect(await dojos().findOne({})).toEqual({ _id: "d", name: "Dojo" });
    });
  });

  describe("upsert", () => {
    it("inserts the filter's equality fields plus the update", async () => {
      const result = await dojos().updateOne(
        { _id: "d", city: "Lyon", size: { $gt: 2 } },
        { $set: { name: "Dojo" }, $inc: { members: 1, "words.kata": 1 } },
        { upsert: true },
      );
      expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: "d" });
      expect(await dojos().findOne({ _id: "d" })).toEqual({
        _id: "d",
        city: "Lyon",
        name: "Dojo",
        members: 1,
        words: { kata: 1 },
      });
    });

    it("updates instead when a document matches", async () => {
      await dojos().insertOne({ _id: "d", name: "Dojo", createdAt: "t0", members: 1 });
      const result = await dojos().updateOne(
        { _id: "d" },
        { $set: { name: "Renamed" }, $inc: { members: 1 } },
        { upsert: true },
      );
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await dojos().findOne({ _id: "d" })).toEqual({ _id: "d", name: "Renamed", createdAt: "t0", members: 2 });
    });

    it("seeds dotted equalities, and gives a string _id when none is known", async () => {
      const result = await dojos().updateMany(
        { "owner.id": "u1", kind: "club" },
        { $set: { name: "Club" } },
        { upsert: true },
      );
      expect(typeof result.upsertedId).toBe("string");
      expect(await dojos().findOne({})).toEqual({
        _id: result.upsertedId,
        owner: { id: "u1" },
        kind: "club",
        name: "Club",
      });
    });
  });

  describe("replaceOne", () => {
    it("replaces the whole document and keeps its _id", async () => {
      await dojos().insertOne({ _id: "d", name: "Old", city: "Lyon" });
      const result = await dojos().replaceOne({ name: "Old" }, { _id: "d", name: "New" });
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await dojos().find({})).toEqual([{ _id: "d", name: "New" }]);
      expect((await dojos().replaceOne({ _id: "d" }, { _id: "d", name: "New" })).modifiedCount).toBe(0);
    });

    it("matches nothing without upsert, and inserts with it", async () => {
      expect(await dojos().replaceOne({ _id: "d" }, { _id: "d", name: "X" })).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: null,
      });
      const upserted = await dojos().replaceOne({ _id: "d", city: "Lyon" }, { _id: "d", name: "X" }, { upsert: true });
      expect(upserted).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: "d" });
      expect(await dojos().find({})).toEqual([{ _id: "d", name: "X" }]);
    });

    it("gives an upserted replacement a string _id when neither side has one", async () => {
      const replacement = { name: "Y" } as unknown as { _id: string; name: string };
      const upserted = await dojos().replaceOne({ name: "Y" }, replacement, { upsert: true });
      expect(typeof upserted.upsertedId).toBe("string");
      expect(await dojos().find({})).toEqual([{ _id: upserted.upsertedId, name: "Y" }]);
    });
  });
}
