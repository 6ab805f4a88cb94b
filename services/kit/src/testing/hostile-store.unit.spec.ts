import { describe, expect, it } from "vitest";
import { createMemoryReadStore } from "../read-store/memory.ts";
import { ReadStoreUnavailable } from "../read-store/port.ts";
import { hostileStore, InjectedFault } from "./hostile-store.ts";

// The store the projection harness fails writes with: the chosen write fails once, before or
// after it is applied, and every other call reaches the store underneath.

describe("a hostile store", () => {
  it("refuses the chosen write before applying it, once, as a transient failure", async () => {
    const store = hostileStore(createMemoryReadStore());
    const tallies = store.collection("tallies");
    await tallies.insertOne({ _id: "t1", count: 0 });
    store.failWrite(2, "before");
    await tallies.updateOne({ _id: "t1" }, { $inc: { count: 1 } });
    const refused = await tallies.updateOne({ _id: "t1" }, { $inc: { count: 10 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InjectedFault);
    expect(refused).toBeInstanceOf(ReadStoreUnavailable);
    expect(refused).toMatchObject({ write: { method: "updateOne", collection: "tallies" }, timing: "before" });
    expect(await tallies.findOne({ _id: "t1" })).toEqual({ _id: "t1", count: 1 });
    await tallies.updateOne({ _id: "t1" }, { $inc: { count: 10 } });
    expect(await tallies.findOne({ _id: "t1" })).toEqual({ _id: "t1", count: 11 });
  });

  it("applies the chosen write and then reports it failed, as when the reply is lost", async () => {
    const store = hostileStore(createMemoryReadStore());
    const tallies = store.collection("tallies");
    await tallies.insertOne({ _id: "t1", group: "a", count: 0 });
    await tallies.insertOne({ _id: "t2", group: "a", count: 0 });
    store.failWrite(1, "after");
    await expect(tallies.updateMany({ group: "a" }, { $inc: { count: 1 } })).rejects.toBeInstanceOf(InjectedFault);
    expect((await tallies.find({})).map((tally) => tally.count)).toEqual([1, 1]);
  });

  it("counts every kind of write, and no read, and knows every collection asked for", async () => {
    const store = hostileStore(createMemoryReadStore());
    const a = store.collection("a");
    await a.insertOne({ _id: "x" });
    await a.updateOne({ _id: "x" }, { $set: { n: 1 } });
    await a.updateMany({}, { $set: { n: 2 } });
    await a.replaceOne({ _id: "x" }, { _id: "x", n: 3 });
    await a.find({});
    await a.findOne({ _id: "x" });
    await a.countDocuments({});
    await store.collection("b").deleteOne({ _id: "x" });
    await a.deleteMany({});
    expect(store.writes.map((write) => `${write.method} ${write.collection}`)).toEqual([
      "insertOne a",
      "updateOne a",
      "updateMany a",
      "replaceOne a",
      "deleteOne b",
      "deleteMany a",
    ]);
    expect([...store.collectionNames]).toEqual(["a", "b"]);
  });
});
