import { describe, expect, it } from "vitest";
import { createMemoryReadStore } from "./memory.ts";

describe("memory read store planner", () => {
  const store = createMemoryReadStore();
  const posts = store.collection("posts");
  const categories = ["Judo", "Karate", "BJJ", "Aikido"];
  const start = Date.UTC(2024, 0, 1);
  const createdAt = (i: number) => new Date(start + i * 60_000).toISOString();

  it("loads 100,000 posts", async () => {
    await posts.createIndex({ category: 1, createdAt: -1 });
    await posts.createIndex({ authorId: 1 }, { unique: true });
    for (let i = 0; i < 100_000; i++) {
      const category = categories[i % 4];
      await posts.insertOne({ _id: `p${i}`, category, createdAt: createdAt(i), authorId: `a${i}` });
    }
    expect(await posts.countDocuments()).toBe(100_000);
  }, 60_000);

  it("serves the first feed page from the index, examining about a page", () => {
    const explain = posts.explain({ category: "Judo" }, { sort: { createdAt: -1 }, limit: 20 });
    expect(explain).toMatchObject({
      plan: "index",
      index: "category_1_createdAt_-1",
      returned: 20,
      sortedInMemory: false,
    });
    expect(explain.examined).toBeLessThanOrEqual(25);
  });

  it("starts a deep cursor page at the bound instead of walking to it", async () => {
    const cursor = createdAt(1_000);
    const options = { sort: { createdAt: -1 as const }, limit: 20 };
    const explain = posts.explain({ category: "Judo", createdAt: { $lt: cursor } }, options);
    expect(explain).toMatchObject({ plan: "index", returned: 20 });
    expect(explain.examined).toBeLessThanOrEqual(25);
    const page = await posts.find({ category: "Judo", createdAt: { $lt: cursor } }, options);
    expect(page[0]).toMatchObject({ _id: "p996", createdAt: createdAt(996) });
  });

  it("walks the index backwards for the opposite sort", () => {
    const explain = posts.explain(
      { category: "BJJ", createdAt: { $gte: createdAt(50_000) } },
      { sort: { createdAt: 1 }, limit: 20 },
    );
    expect(explain).toMatchObject({ plan: "index", returned: 20, sortedInMemory: false });
    expect(explain.examined).toBeLessThanOrEqual(25);
  });

  it("merges one walk per $in value in sort order", async () => {
    const filter = { category: { $in: ["Judo", "BJJ"] }, createdAt: { $lt: createdAt(70_000) } };
    const options = { sort: { createdAt: -1 as const }, limit: 20 };
    const explain = posts.explain(filter, options);
    expect(explain).toMatchObject({ plan: "index", returned: 20, sortedInMemory: false });
    expect(explain.examined).toBeLessThanOrEqual(25);
    const page = await posts.find(filter, options);
    // Judo is every i % 4 === 0 and BJJ every i % 4 === 2: the even posts below the cursor.
    expect(page.map((post) => post._id)).toEqual(Array.from({ length: 20 }, (_, k) => `p${69_998 - 2 * k}`));
  });

  it("uses an index for an equality lookup without a sort", () => {
    const explain = posts.explain({ authorId: "a77777" });
    expect(explain).toMatchObject({ plan: "index", index: "authorId_1", examined: 1, returned: 1 });
  });

  it("scans when no index serves the filter", () => {
    const explain = posts.explain({ title: "none" }, { limit: 20 });
    expect(explain).toMatchObject({ plan: "scan", examined: 100_000, returned: 0 });
  });

  it("narrows with the index, then sorts in memory, when the index cannot give the order", () => {
    const explain = posts.explain({ category: "Judo" }, { sort: { authorId: 1 }, limit: 5 });
    expect(explain).toMatchObject({ plan: "index", sortedInMemory: true, examined: 25_000, returned: 5 });
  });
});
