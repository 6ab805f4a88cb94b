import { describe, expect, it } from "vitest";
import { POST_LIMITS } from "@kumite/contracts/limits";
import type { PostView } from "@kumite/contracts/social/views";
import { createMemoryReadStore, type ReadStore } from "@kumite/kit/read-store";
import { memberDirectory } from "@kumite/kit/members";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { categoryCounts } from "../queries/categories.ts";
import { commentPage } from "../queries/comments.ts";
import { feedPage, findPost } from "../queries/feed.ts";
import { trendingTopics } from "../queries/trending.ts";
import { feedProjection } from "./feed.ts";

// The feed reads two streams (SOCIAL, IDENTITY) that its consumers deliver in any interleaving.

const spec = projectionSpec([memberDirectory, feedProjection]);

const registered = (userId: string, displayName: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName, username: displayName.toLowerCase(), experience: "3 years" },
});
const renamed = (userId: string, displayName: string): GivenEvent => ({
  type: "UserProfileUpdated",
  aggregateId: userId,
  data: { userId, displayName },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });
const postCreated = (
  postId: string,
  authorId: string,
  category = "Judo",
  content = "Uchi komi drills",
  occurredAt?: string,
): GivenEvent => ({
  type: "PostCreated",
  aggregateId: postId,
  data: { postId, authorId, title: null, content, category, attachments: [] },
  occurredAt,
});
const commentAdded = (commentId: string, postId: string, authorId: string, content = "Count me in"): GivenEvent => ({
  type: "CommentAdded",
  aggregateId: postId,
  data: { commentId, postId, authorId, content },
});

const page = (store: ReadStore, query = {}) => feedPage(store, { limit: 20, ...query }).then((result) => result.posts);
const countOf = async (store: ReadStore, category: string) =>
  (await categoryCounts(store)).find((entry) => entry.category === category)!.count;

describe("the feed projection", () => {
  it("joins the current author into old posts and comments, whenever the rename arrives", async () => {
    const orders = await spec
      .given({
        SOCIAL: [postCreated("p1", "u1"), commentAdded("c1", "p1", "u2")],
        IDENTITY: [registered("u1", "Rin"), registered("u2", "Kai"), renamed("u2", "Kai Sensei")],
      })
      .inEveryOrder(async (store) => {
        const [post] = await page(store);
        expect(post!.author.displayName).toBe("Rin");
        expect(post!.comments[0]!.author.displayName).toBe("Kai Sensei");
      });
    expect(orders).toBe(10);
  });

  it("shows a post whose author identity has not told of yet as a Kumite member", () =>
    spec.given({ SOCIAL: [postCreated("p1", "u1")] }).then(async (store) => {
      expect((await page(store))[0]!.author.displayName).toBe("Kumite member");
    }));

  it("drops a deleted member's posts, comments, counts and trending words, in every order", () =>
    spec
      .given({
        SOCIAL: [
          postCreated("p1", "u1", "Judo", "Osoto gari", "2026-11-20T10:00:00.000Z"),
          postCreated("p2", "u2", "Judo", "Seoi nage", "2026-11-20T11:00:00.000Z"),
          commentAdded("c1", "p1", "u2"),
        ],
        IDENTITY: [registered("u1", "Rin"), registered("u2", "Kai"), deleted("u2")],
      })
      .inEveryOrder(async (store) => {
        const posts = await page(store);
        expect(posts.map((post) => post.id)).toEqual(["p1"]);
        expect(posts[0]!.comments).toEqual([]);
        expect(posts[0]!.commentCount).toBe(0);
        expect(await countOf(store, "Judo")).toBe(1);
        expect(await page(store, { authorId: "u2" })).toEqual([]);
        const topics = await trendingTopics(store, new Date("2026-11-21T12:00:00.000Z"));
        expect(topics.words.map((entry) => entry.word)).toEqual(["gari", "osoto"]);
        expect(topics.categories).toEqual([{ category: "Judo", count: 1 }]);
      }));

  it("uncounts every post of a deleted member, several on one day and in one category", () =>
    spec
      .given({
        IDENTITY: [registered("u1", "Rin"), registered("u2", "Kai"), deleted("u2")],
        SOCIAL: [
          postCreated("p1", "u1", "Judo", "Seoi nage grips", "2026-11-20T08:00:00.000Z"),
          postCreated("p2", "u2", "Judo", "Seoi nage entries", "2026-11-20T09:00:00.000Z"),
          postCreated("p3", "u2", "Judo", "Seoi nage drills", "2026-11-20T10:00:00.000Z"),
          postCreated("p4", "u2", "Sambo", "Leg locks", "2026-11-19T10:00:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await countOf(store, "Judo")).toBe(1);
        expect(await countOf(store, "Sambo")).toBe(0);
        const topics = await trendingTopics(store, new Date("2026-11-21T12:00:00.000Z"));
        expect(topics.categories).toEqual([{ category: "Judo", count: 1 }]);
        expect(topics.words).toEqual([
          { word: "grips", count: 1 },
          { word: "nage", count: 1 },
          { word: "seoi", count: 1 },
        ]);
      }));

  // A redelivered event (same place in the log) is the hostile runs' business; this is the same
  // comment appended twice, as a retried command past the log's de-duplication window would.
  it("keeps one comment when the log holds it twice", () => {
    const comment = commentAdded("c1", "p1", "u1");
    return spec
      .given({ IDENTITY: [registered("u1", "Rin")], SOCIAL: [postCreated("p1", "u1", "Sambo"), comment, comment] })
      .then(async (store) => {
        const [post] = await page(store);
        expect(post!.comments.map((entry) => entry.id)).toEqual(["c1"]);
        expect(post!.commentCount).toBe(1);
        expect(await countOf(store, "Sambo")).toBe(1);
      });
  });

  it("counts the comments a deleted member leaves out under others' posts, whichever came first", () =>
    spec
      .given({
        IDENTITY: [registered("u1", "Rin"), registered("u2", "Kai"), deleted("u2")],
        SOCIAL: [
          postCreated("p1", "u1"),
          commentAdded("c1", "p1", "u2", "first"),
          commentAdded("c2", "p1", "u1", "second"),
          commentAdded("c3", "p1", "u2", "third"),
        ],
      })
      .inEveryOrder(async (store) => {
        const post = (await findPost(store, "p1"))!;
        expect(post.comments.map((comment) => comment.content)).toEqual(["second"]);
        expect(post.commentCount).toBe(1);
      }));

  it("gives each post of a page its own latest comments and count, the oldest of them first", () =>
    spec
      .given({
        IDENTITY: [registered("u1", "Rin"), registered("u2", "Kai")],
        SOCIAL: [
          postCreated("p1", "u1", "Judo", "Osoto gari", "2026-11-20T10:00:00.000Z"),
          postCreated("p2", "u2", "Judo", "Seoi nage", "2026-11-20T11:00:00.000Z"),
          commentAdded("c9", "p1", "u2", "first on p1"),
          commentAdded("c1", "p2", "u1", "first on p2"),
          commentAdded("c5", "p1", "u1", "second on p1"),
          commentAdded("c3", "p1", "u2", "third on p1"),
          commentAdded("c7", "p1", "u1", "fourth on p1"),
        ],
      })
      .then(async (store) => {
        const contents = (posts: PostView[]) =>
          posts.map((post) => [post.id, post.comments.map((comment) => comment.content), post.commentCount]);
        expect(contents(await page(store))).toEqual([
          ["p2", ["first on p2"], 1],
          ["p1", ["second on p1", "third on p1", "fourth on p1"], 4],
        ]);
        const p1 = (await findPost(store, "p1"))!;
        expect(p1.comments[0]).toEqual({
          id: "c5",
          postId: "p1",
          authorId: "u1",
          content: "second on p1",
          createdAt: "2026-11-20T09:00:00.000Z",
          author: { displayName: "Rin", username: "rin", experience: "3 years" },
        });
        expect(await findPost(store, "p3")).toBeNull();
      }));

  // Applied straight, not through the spec's hostile runs: it is about size, and 9,000 events
  // under every variant would take minutes.
  it("keeps every comment of a post with more of them than one stored document could hold, and shows the latest", async () => {
    // 9,000 comments of the longest length allowed: over the 16 MiB a MongoDB document may have.
    const long = "Oss! ".repeat(POST_LIMITS.commentMax / 5);
    const store = createMemoryReadStore();
    const events = [
      registered("u1", "Rin"),
      postCreated("p1", "u1"),
      ...Array.from({ length: 9_000 }, (_, index) => commentAdded(`c${index}`, "p1", "u1", long)),
    ];
    for (const projection of [memberDirectory, feedProjection]) await projection.setup?.(store);
    for (const [index, event] of events.entries()) {
      const stream = event.type === "UserRegistered" ? "IDENTITY" : "SOCIAL";
      const stored = { ...event, id: `e${index}`, occurredAt: "2026-11-20T09:00:00.000Z", actorId: null };
      for (const projection of [memberDirectory, feedProjection])
        await projection.handlers[event.type]?.(
          { ...stored, stream, subject: "spec", sequence: index + 1, index: 0 },
          store,
        );
    }
    const post = (await findPost(store, "p1"))!;
    expect(post.comments.map((comment) => comment.id)).toEqual(["c8997", "c8998", "c8999"]);
    expect(post.commentCount).toBe(9_000);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await commentPage(store, "p1", { order: "oldest", limit: POST_LIMITS.commentPageMax, cursor });
      seen.push(...page.comments.map((comment) => comment._id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 9_000 }, (_, index) => `c${index}`));
  });

  it("trends the categories and words of the last 7 days only", () =>
    spec
      .given({
        SOCIAL: [
          postCreated("p1", "u1", "Judo", "Kesa gatame escapes", "2026-11-19T10:00:00.000Z"),
          postCreated("p2", "u1", "Judo", "More kesa gatame", "2026-11-20T10:00:00.000Z"),
          postCreated("p3", "u1", "Boxing", "Jab jab cross, then gatame?", "2026-11-20T11:00:00.000Z"),
          postCreated("p4", "u1", "Karate", "Ancient kata history", "2026-11-01T10:00:00.000Z"),
        ],
      })
      .then(async (store) => {
        const topics = await trendingTopics(store, new Date("2026-11-21T12:00:00.000Z"));
        expect(topics.categories).toEqual([
          { category: "Judo", count: 2 },
          { category: "Boxing", count: 1 },
        ]);
        expect(topics.words[0]).toEqual({ word: "gatame", count: 3 });
        expect(topics.words.map((entry) => entry.word)).not.toContain("ancient");
        expect(topics.words.map((entry) => entry.word)).not.toContain("then");
      }));
});
