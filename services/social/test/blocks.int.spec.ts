import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import type { CategoryCount, ConnectionView } from "@kumite/contracts/social/views";
import type { PostCategory } from "@kumite/contracts/values";
import { block, lift, suspend, unblock, socialEvent } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { CONNECTIONS } from "../src/projections/collections.ts";
import { socialService } from "../src/service.ts";

// A block holds both ways on every read and write path of social, until the unblock; a suspended
// member's posts and comments are hidden from everyone until the suspension is lifted. Blocks and
// suspensions come as moderation appends them (the kit's moderation-events), without moderation.
// Other test files post to the same stream: feeds are read in categories these tests keep to
// themselves, and counts are compared between readers rather than expected whole.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

type Post = {
  id: string;
  authorId: string;
  comments: Array<{ authorId: string; content: string }>;
  commentCount: number;
};

const CATEGORY: PostCategory = "Combat Sports";
const post = async (author: TestMember, category: PostCategory = CATEGORY) => {
  const reply = await author.post("/api/posts", { authorId: author.id, category, content: "Open mat at six" });
  expect(reply.statusCode).toBe(201);
  return reply.json() as Post;
};
const comment = (author: TestMember, postId: string, content = "See you there") =>
  author.post("/api/comments", { postId, authorId: author.id, content });
const like = (from: TestMember, to: TestMember) =>
  from.post("/api/connections", { userId: from.id, connectedUserId: to.id, status: "pending" });

const feedIds = async (reader: TestMember, query: Record<string, string> = {}) =>
  ((await reader.get("/api/posts", { query: { limit: "50", ...query } })).json() as Post[]).map((entry) => entry.id);
const profileIds = async (reader: TestMember, author: TestMember) =>
  ((await reader.get(`/api/users/${author.id}/posts`)).json() as Post[]).map((entry) => entry.id);
/** The authors of the comments under the post the reader sees: its own list, its count and its pages agree. */
const commentAuthors = async (reader: TestMember, postId: string) => {
  const reply = await reader.get(`/api/posts/${postId}`);
  expect(reply.statusCode).toBe(200);
  const { comments, commentCount } = reply.json() as Post;
  const page = await reader.get(`/api/posts/${postId}/comments`);
  expect(page.statusCode).toBe(200);
  const authors = comments.map((entry) => entry.authorId);
  expect((page.json() as Post["comments"]).map((entry) => entry.authorId)).toEqual(authors);
  expect(commentCount).toBe(authors.length);
  return authors;
};
const categoryCount = async (reader: TestMember, category: PostCategory = CATEGORY) =>
  ((await reader.get("/api/posts/categories")).json() as CategoryCount[]).find((entry) => entry.category === category)!
    .count;
const connectionsOf = async (member: TestMember) => (await member.get("/api/connections")).json() as ConnectionView[];

/** Ana's, Ben's and Cleo's posts, each commented on by the other two; Cleo blocks nobody. */
async function threeMembers() {
  const [ana, ben, cleo] = [await social.member(), await social.member(), await social.member()];
  const anasPost = await post(ana);
  const bensPost = await post(ben);
  const cleosPost = await post(cleo);
  for (const [author, postId] of [
    [ben, anasPost.id],
    [cleo, anasPost.id],
    [ana, bensPost.id],
    [cleo, bensPost.id],
    [ana, cleosPost.id],
    [ben, cleosPost.id],
  ] as const)
    expect((await comment(author, postId)).statusCode).toBe(201);
  return { ana, ben, cleo, anasPost, bensPost, cleosPost };
}

describe("a block, as both members see social", () => {
  it("hides each one's posts and comments from the other (feed, category, profile, post) until the unblock", async () => {
    const { ana, ben, cleo, anasPost, bensPost, cleosPost } = await threeMembers();
    const sides = [
      { reader: ana, own: anasPost, other: ben, othersPost: bensPost },
      { reader: ben, own: bensPost, other: ana, othersPost: anasPost },
    ];

    await block(social, ana.id, ben.id);
    for (const { reader, own, other, othersPost } of sides) {
      for (const query of [{}, { category: CATEGORY }] as Record<string, string>[]) {
        const feed = await feedIds(reader, query);
        expect(feed).toContain(own.id);
        expect(feed).not.toContain(othersPost.id);
      }
      // The other's profile, posts included, is gone as if they were deleted.
      const profile = await reader.get(`/api/users/${other.id}/posts`);
      expect([profile.statusCode, profile.json().code]).toEqual([404, "member.not-found"]);
      expect(await profileIds(reader, reader)).toEqual([own.id]);
      const hidden = await reader.get(`/api/posts/${othersPost.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: "post.not-found" });
      const hiddenComments = await reader.get(`/api/posts/${othersPost.id}/comments`);
      expect([hiddenComments.statusCode, hiddenComments.json().code]).toEqual([404, "post.not-found"]);
      // Under one's own post, the other's comment is gone and Cleo's stays; under Cleo's, one's own.
      expect(await commentAuthors(reader, own.id)).toEqual([cleo.id]);
      expect(await commentAuthors(reader, cleosPost.id)).toEqual([reader.id]);
    }
    // Cleo, who blocked nobody, sees everything.
    expect(await feedIds(cleo, { category: CATEGORY })).toEqual(expect.arrayContaining([anasPost.id, bensPost.id]));
    expect(await commentAuthors(cleo, anasPost.id)).toEqual([ben.id, cleo.id]);
    expect(await commentAuthors(cleo, cleosPost.id)).toEqual([ana.id, ben.id]);
    expect(await profileIds(cleo, ben)).toEqual([bensPost.id]);

    await unblock(social, ana.id, ben.id);
    for (const { reader, own, other, othersPost } of sides) {
      expect(await feedIds(reader)).toEqual(expect.arrayContaining([own.id, othersPost.id]));
      expect(await feedIds(reader, { category: CATEGORY })).toEqual(expect.arrayContaining([own.id, othersPost.id]));
      expect(await profileIds(reader, other)).toEqual([othersPost.id]);
      expect(await commentAuthors(reader, own.id)).toEqual([other.id, cleo.id]);
      expect(await commentAuthors(reader, othersPost.id)).toEqual([reader.id, cleo.id]);
      expect(await commentAuthors(reader, cleosPost.id)).toEqual([ana.id, ben.id]);
    }
  });

  it("refuses a comment on the other's post and a request to connect, either way, with 403 block.blocked", async () => {
    const { ana, ben, anasPost, bensPost } = await threeMembers();
    await block(social, ben.id, ana.id);
    for (const [writer, ownPost, othersPost, other] of [
      [ana, anasPost, bensPost, ben],
      [ben, bensPost, anasPost, ana],
    ] as const) {
      const refused = await comment(writer, othersPost.id, "Blocked words");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: "You cannot reach this member: one of you has blocked the other",
        code: "block.blocked",
      });
      const asked = await like(writer, other);
      expect(asked.statusCode).toBe(403);
      expect(asked.json()).toMatchObject({ code: "block.blocked" });
      // Their own posts take comments as ever.
      expect((await comment(writer, ownPost.id, "Still mine")).statusCode).toBe(201);
    }
    expect(await connectionsOf(ana)).toEqual([]);
    expect(await connectionsOf(ben)).toEqual([]);

    await unblock(social, ben.id, ana.id);
    expect((await comment(ana, bensPost.id, "Back again")).statusCode).toBe(201);
    expect((await comment(ben, anasPost.id, "Back again")).statusCode).toBe(201);
    expect((await like(ana, ben)).statusCode).toBe(201);
  });

  it("removes their connection, accepted or pending, when the block arrives; unblocking restores nothing", async () => {
    const [ana, ben, cleo] = [await social.member(), await social.member(), await social.member()];
    expect((await like(ana, ben)).statusCode).toBe(201);
    expect((await like(ben, ana)).statusCode).toBe(200);
    expect((await like(cleo, ana)).statusCode).toBe(201);
    const [cleosRequest] = await connectionsOf(cleo);

    await block(social, ben.id, ana.id);
    await block(social, ana.id, cleo.id);
    // Hidden at once; removed from the log's point of view once the reaction has run.
    expect(await connectionsOf(ana)).toEqual([]);
    const stored = () => social.deps.store.collection(CONNECTIONS).find({ members: ana.id });
    await vi.waitFor(async () => expect(await stored()).toEqual([]), { timeout: 5000, interval: 50 });
    expect((await ana.get(`/api/users/${ana.id}/connections`)).json()).toEqual({ userId: ana.id, count: 0 });
    const accepted = await ana.patch(`/api/connections/${cleosRequest!.id}`, { status: "accepted" });
    expect(accepted.statusCode).toBe(404);

    await unblock(social, ben.id, ana.id);
    await unblock(social, ana.id, cleo.id);
    expect(await connectionsOf(ana)).toEqual([]);
    expect((await like(ben, ana)).statusCode).toBe(201);
  });

  it("neither shows nor lets anyone accept a request that slipped in just as the block landed", async () => {
    const [ana, ben] = [await social.member(), await social.member()];
    await block(social, ana.id, ben.id);
    // As if Ben's like had been decided a moment before the block reached social, and appended after
    // the block's reaction had found nothing to remove.
    const connectionId = crypto.randomUUID();
    await socialEvent(social, {
      type: "ConnectionRequested",
      data: { connectionId, userId: ben.id, connectedUserId: ana.id },
    });
    expect(await connectionsOf(ana)).toEqual([]);
    expect(await connectionsOf(ben)).toEqual([]);
    const accepted = await ana.patch(`/api/connections/${connectionId}`, { status: "accepted" });
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json()).toMatchObject({ code: "block.blocked" });
  });

  it("leaves the other's posts out of the category counts each of them sees", async () => {
    const [ana, ben] = [await social.member(), await social.member()];
    await post(ben);
    await post(ben);
    await block(social, ana.id, ben.id);
    const [seenByAna, seenByBen] = [await categoryCount(ana), await categoryCount(ben)];
    expect(seenByBen - seenByAna).toBe(2);
    expect((await ana.get("/api/posts/trending")).statusCode).toBe(200);
    await unblock(social, ana.id, ben.id);
    expect(await categoryCount(ana)).toBe(await categoryCount(ben));
  });

  it("pages a blocker's feed past the posts of a crowd they blocked, in order, with nothing missed or repeated", async () => {
    const category: PostCategory = "Kickboxing";
    const reader = await social.member();
    const crowd = await Promise.all(Array.from({ length: 12 }, () => social.member()));
    const friend = await social.member();
    const visible: string[] = [];
    for (let round = 0; round < 6; round++) {
      visible.unshift((await post(friend, category)).id);
      for (const member of crowd.slice(round * 2, round * 2 + 2)) await post(member, category);
    }
    // The newest dozen all hidden: the walk's batches grow to get past them.
    for (const member of crowd) await post(member, category);
    for (const member of crowd) await block(social, reader.id, member.id);

    const walked: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const reply = await reader.get("/api/posts", { query: { category, limit: "2", ...(cursor ? { cursor } : {}) } });
      walked.push(...(reply.json() as Post[]).map((entry) => entry.id));
      cursor = reply.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!cursor) break;
    }
    expect(walked.slice(0, visible.length)).toEqual(visible);
    expect(new Set(walked).size).toBe(walked.length);
  });
});

describe("a suspended member", () => {
  it("has their posts and comments hidden from every list while suspended, and shown again once lifted", async () => {
    const { ana, ben, cleo, anasPost, bensPost, cleosPost } = await threeMembers();
    const before = await categoryCount(cleo);
    const suspensionId = await suspend(social, ben.id);
    for (const reader of [ana, cleo]) {
      expect(await feedIds(reader)).not.toContain(bensPost.id);
      expect(await feedIds(reader, { category: CATEGORY })).not.toContain(bensPost.id);
      expect(await profileIds(reader, ben)).toEqual([]);
      expect((await reader.get(`/api/posts/${bensPost.id}`)).statusCode).toBe(404);
      expect(await commentAuthors(reader, anasPost.id)).toEqual([cleo.id]);
      expect(await commentAuthors(reader, cleosPost.id)).toEqual([ana.id]);
      expect(await feedIds(reader, { category: CATEGORY })).toContain(anasPost.id);
    }
    expect(await categoryCount(cleo)).toBe(before - 1);
    const onHidden = await comment(cleo, bensPost.id);
    expect(onHidden.statusCode).toBe(404);

    await lift(social, ben.id, suspensionId);
    for (const reader of [ana, cleo]) {
      expect(await feedIds(reader, { category: CATEGORY })).toEqual(expect.arrayContaining([anasPost.id, bensPost.id]));
      expect(await profileIds(reader, ben)).toEqual([bensPost.id]);
      expect(await commentAuthors(reader, anasPost.id)).toEqual([ben.id, cleo.id]);
      expect(await commentAuthors(reader, bensPost.id)).toEqual([ana.id, cleo.id]);
      expect(await commentAuthors(reader, cleosPost.id)).toEqual([ana.id, ben.id]);
    }
    expect(await categoryCount(cleo)).toBe(before);
  });
});
