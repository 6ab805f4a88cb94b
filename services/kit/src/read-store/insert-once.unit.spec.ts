import { describe, expect, it } from "vitest";
import { insertOnce } from "./insert-once.ts";
import { createMemoryReadStore } from "./memory.ts";
import { ReadStoreUnavailable, type Collection } from "./port.ts";

describe("insertOnce", () => {
  it("stores a document once, keeps the first when it comes again, and says which call stored it", async () => {
    const belts = createMemoryReadStore().collection<{ _id: string; belt: string }>("belts");
    expect(await insertOnce(belts, { _id: "ana", belt: "blue" })).toBe(true);
    expect(await insertOnce(belts, { _id: "ana", belt: "purple" })).toBe(false);
    expect(await belts.find({})).toEqual([{ _id: "ana", belt: "blue" }]);
  });

  it("lets any other failure through, for the projector to retry", async () => {
    const away = { insertOne: () => Promise.reject(new ReadStoreUnavailable("no server")) } as unknown as Collection;
    await expect(insertOnce(away, { _id: "ana" })).rejects.toBeInstanceOf(ReadStoreUnavailable);
  });
});
