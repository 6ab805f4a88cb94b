import { describe, expect, it } from "vitest";
import { createMemoryReadStore } from "@kumite/kit/read-store/memory";
import type { StoredEvent } from "@kumite/kit/event-store";
import type { Projection } from "@kumite/kit/projector";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { categoryCounts } from "../queries/categories.ts";
import { feedPage } from "../queries/feed.ts";
import { trendingTopics } from "../queries/trending.ts";
import { authorsProjection } from "./authors.ts";
import { postsProjection } from "./posts.ts";

// Projections fed events by hand, in the orders the two streams (SOCIAL, IDENTITY) can interleave.

let sequence = 0;
function event(type: string, aggregateId: string, data: object, occurredAt = "2026-11-20T09:00:00.000Z"): StoredEvent {
  sequence += 1;
  return { id: `e${sequence}`, type, aggregateId, occurredAt, actorId: null, data, stream: "TEST", subject: "test", sequence };
}
const registered = (userId: string, displayName: string) =>
  event("UserRegistered", userId, { userId, displayName, username: displayName.toLowerCase(), experience: "3 years" });
const postCreated = (postId: string, authorId: string, category = "Judo", content = "Uchi komi drills", at?: string) =>
  event("PostCreated", postId, { postId, authorId, title: null, content, category, attachments: [] }, at);
const commentAdded = (commentId: string, postId: string, authorId: string) =>
  event("CommentAdded", postId, { commentId, postId, authorId, content: "Count me in" });
const deleted = (userId: string) => event("UserDeleted", userId, { userId });
const renamed = (userId: string, displayName: string) => event("UserProfileUpdated", userId, { userId, displayName });

async function feed(store: ReadStore, events: StoredEvent[]) {
  for (const projection of [postsProjection, authorsProjection]) await projection.setup?.(store);
  const byType = new Map<string, Projection>();
  for (const projection of [postsProjection, authorsProjection]) for (const type of projection.handles) byType.set(type, projection);
  for (const stored of events) await byType.get(stored.type)!.apply(stored, store);
}

const page = (store: ReadStore, query = {}) => feedPage(store, { limit: 20, ...query }).then((result) => result.posts);

describe("social projections", () => {
  it("joins the current author into old posts and comments", async () => {
    const store = createMemoryReadStore();
    await feed(store, [registered("u1", "Rin"), registered("u2", "Kai"), postCreated("p1", "u1"), commentAdded("c1", "p1", "u2"), renamed("u2", "Kai Sensei")]);
    const [post] = await page(store);
    expect(post!.author.displayName).toBe("Rin");
    expect(post!.comments[0]!.author.displayName).toBe("Kai Sensei");
  });

  it("shows a post whose author identity has not told about yet, then fills the author in", async () => {
    const store = createMemoryReadStore();
    await feed(store, [postCreated("p1", "u1")]);
    expect((await page(store))[0]!.author.displayName).toBe("Kumite member");
    await feed(store, [registered("u1", "Rin")]);
    expect((await page(store))[0]!.author.displayName).toBe("Rin");
  });

  describe("a deleted user's posts and comments disappear", () => {
    const history = () => [
      registered("u1", "Rin"),
      registered("u2", "Kai"),
      postCreated("p1", "u1", "Judo"),
      postCreated("p2", "u2", "Judo"),
      commentAdded("c1", "p1", "u2"),
    ];

    it("when the deletion comes after them", async () => {
      const store = createMemoryReadStore();
      await feed(store, [...history(), deleted("u2")]);
      const posts = await page(store);
      expect(posts.map((post) => post.id)).toEqual(["p1"]);
      expect(posts[0]!.comments).toEqual([]);
      expect((await categoryCounts(store)).find((entry) => entry.category === "Judo")!.count).toBe(1);
      expect(await page(store, { authorId: "u2" })).toEqual([]);
    });

    it("when the deletion is projected before them (another stream, replayed first)", async () => {
      const store = createMemoryReadStore();
      await feed(store, [registered("u1", "Rin"), registered("u2", "Kai"), deleted("u2"), postCreated("p1", "u1"), postCreated("p2", "u2"), commentAdded("c1", "p1", "u2")]);
      const posts = await page(store);
      expect(posts.map((post) => post.id)).toEqual(["p1"]);
      expect(posts[0]!.comments).toEqual([]);
      expect((await categoryCounts(store)).find((entry) => entry.category === "Judo")!.count).toBe(1);
    });
  });

  it("changes nothing when an event is applied twice", async () => {
    const store = createMemoryReadStore();
    const created = postCreated("p1", "u1", "Sambo");
    const comment = commentAdded("c1", "p1", "u1");
    await feed(store, [registered("u1", "Rin"), created, comment, created, comment]);
    const [post] = await page(store);
    expect(post!.comments).toHaveLength(1);
    expect((await categoryCounts(store)).find((entry) => entry.category === "Sambo")!.count).toBe(1);
  });

  it("trends the categories and words of the last 7 days only", async () => {
    const store = createMemoryReadStore();
    await feed(store, [
      registered("u1", "Rin"),
      postCreated("p1", "u1", "Judo", "Kesa gatame escapes", "2026-11-19T10:00:00.000Z"),
      postCreated("p2", "u1", "Judo", "More kesa gatame", "2026-11-20T10:00:00.000Z"),
      postCreated("p3", "u1", "Boxing", "Jab jab cross, then gatame?", "2026-11-20T11:00:00.000Z"),
      postCreated("p4", "u1", "Karate", "Ancient kata history", "2026-11-01T10:00:00.000Z"),
    ]);
    const topics = await trendingTopics(store, new Date("2026-11-21T12:00:00.000Z"));
    expect(topics.categories).toEqual([
      { category: "Judo", count: 2 },
      { category: "Boxing", count: 1 },
    ]);
    expect(topics.words[0]).toEqual({ word: "gatame", count: 3 });
    expect(topics.words.map((entry) => entry.word)).not.toContain("ancient");
    expect(topics.words.map((entry) => entry.word)).not.toContain("then");
  });
});
