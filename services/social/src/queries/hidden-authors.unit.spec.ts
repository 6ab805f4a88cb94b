import { describe, expect, it } from "vitest";
import { blocksProjection, memberDirectory, suspensionsProjection } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { projectionSpec, type GivenEvent, moderationGiven } from "@kumite/kit/testing";
import { feedProjection } from "../projections/feed.ts";
import { categoryCounts } from "./categories.ts";
import { commentPage } from "./comments.ts";
import { feedPage, findPost } from "./feed.ts";
import { hiddenAuthorsFor } from "./hidden-authors.ts";
import { trendingTopics } from "./trending.ts";
const { blocked, unblocked, suspended, lifted } = moderationGiven;

// What each reader sees of the feed once moderation's events (blocks, suspensions) meet social's
// (posts, comments) and identity's (members), delivered in every interleaving of the three streams:
// a block hides each side from the other, an unblock or a lift shows everything again, and nothing
// stored is changed by either, so the answers converge whatever the order.

const spec = projectionSpec([memberDirectory, blocksProjection, suspensionsProjection, feedProjection]);
const NOW = new Date("2026-11-21T12:00:00.000Z");

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId, experience: "" },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });
const postCreated = (postId: string, authorId: string, category: string, content: string): GivenEvent => ({
  type: "PostCreated",
  aggregateId: postId,
  data: { postId, authorId, title: null, content, category, attachments: [] },
  occurredAt: `2026-11-20T1${postId.slice(1)}:00:00.000Z`,
});
const commentAdded = (commentId: string, postId: string, authorId: string): GivenEvent => ({
  type: "CommentAdded",
  aggregateId: postId,
  data: { commentId, postId, authorId, content: "Oss" },
});

/** Ana's and Ben's posts, each with the other's comment and Cleo's. */
const SOCIAL = [
  postCreated("p1", "ana", "Judo", "Osoto gari"),
  postCreated("p2", "ben", "Sambo", "Leg locks"),
  [commentAdded("c1", "p1", "ben"), commentAdded("c2", "p2", "ana")],
  [commentAdded("c3", "p1", "cleo"), commentAdded("c4", "p2", "cleo")],
];
const IDENTITY = [registered("ana"), registered("ben"), registered("cleo")];

/** The reader's feed: each post's id and its comments' authors (checking its count of them). */
async function seenBy(store: ReadStore, readerId: string) {
  const hidden = (await hiddenAuthorsFor(store, readerId)).ids;
  const { posts } = await feedPage(store, { limit: 20, hidden });
  // Under three comments each, a post's count is what its list shows: hidden authors' off both.
  for (const post of posts) expect(post.commentCount, post.id).toBe(post.comments.length);
  return posts.map((post) => [post.id, post.comments.map((comment) => comment.authorId)]);
}
async function countsSeenBy(store: ReadStore, readerId: string) {
  const hidden = (await hiddenAuthorsFor(store, readerId)).ids;
  const counts = await categoryCounts(store, hidden);
  const trending = await trendingTopics(store, NOW, hidden);
  return {
    categories: counts.filter((entry) => entry.count > 0),
    trending: trending.categories,
    words: trending.words.map((entry) => entry.word),
  };
}

const EVERYTHING = [
  ["p2", ["ana", "cleo"]],
  ["p1", ["ben", "cleo"]],
];

describe("blocks and suspensions in the feed", () => {
  it("hide each side of a block from the other, in every order of the three streams", () =>
    spec.given({ SOCIAL, IDENTITY, MODERATION: [blocked("ben", "ana")] }).inEveryOrder(async (store) => {
      expect(await seenBy(store, "ana")).toEqual([["p1", ["cleo"]]]);
      expect(await seenBy(store, "ben")).toEqual([["p2", ["cleo"]]]);
      expect(await seenBy(store, "cleo")).toEqual(EVERYTHING);
      const hiddenFromAna = (await hiddenAuthorsFor(store, "ana")).ids;
      expect(await findPost(store, "p2", hiddenFromAna)).toBeNull();
      const page = await commentPage(store, "p1", { order: "newest", limit: 20 }, hiddenFromAna);
      expect(page.comments.map((comment) => comment.authorId)).toEqual(["cleo"]);
      expect(await countsSeenBy(store, "ana")).toEqual({
        categories: [{ category: "Judo", count: 1 }],
        trending: [{ category: "Judo", count: 1 }],
        words: ["gari", "osoto"],
      });
      expect((await countsSeenBy(store, "cleo")).words).toEqual(["gari", "locks", "osoto"]);
    }));

  it("show everything again after the unblock, in every order", () =>
    spec
      .given({ SOCIAL, IDENTITY, MODERATION: [blocked("ana", "ben"), unblocked("ana", "ben")] })
      .inEveryOrder(async (store) => {
        for (const reader of ["ana", "ben", "cleo"]) {
          expect(await seenBy(store, reader)).toEqual(EVERYTHING);
          expect((await countsSeenBy(store, reader)).categories).toEqual([
            { category: "Judo", count: 1 },
            { category: "Sambo", count: 1 },
          ]);
        }
      }));

  it("leave no block behind a deleted member, whichever came first", () =>
    spec
      .given({ SOCIAL, IDENTITY: [...IDENTITY, deleted("ben")], MODERATION: [blocked("ana", "ben")] })
      .inEveryOrder(async (store) => {
        expect((await hiddenAuthorsFor(store, "ana")).personal).toBe(false);
        expect(await seenBy(store, "ana")).toEqual([["p1", ["cleo"]]]);
        expect(await seenBy(store, "cleo")).toEqual([["p1", ["cleo"]]]);
        for (const reader of ["ana", "cleo"])
          expect((await countsSeenBy(store, reader)).categories).toEqual([{ category: "Judo", count: 1 }]);
      }));

  it("hide a suspended member's posts and comments from everyone, and a lift shows them again, in every order", async () => {
    await spec.given({ SOCIAL, IDENTITY, MODERATION: [suspended("ben", "s1")] }).inEveryOrder(async (store) => {
      for (const reader of ["ana", "cleo"]) expect(await seenBy(store, reader)).toEqual([["p1", ["cleo"]]]);
      expect((await countsSeenBy(store, "cleo")).categories).toEqual([{ category: "Judo", count: 1 }]);
    });
    await spec
      .given({ SOCIAL, IDENTITY, MODERATION: [suspended("ben", "s1"), lifted("ben", "s1")] })
      .inEveryOrder(async (store) => {
        for (const reader of ["ana", "ben", "cleo"]) expect(await seenBy(store, reader)).toEqual(EVERYTHING);
      });
  });
});
