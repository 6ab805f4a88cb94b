import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import type { CommentView, PostView } from "@kumite/contracts/social/views";
import { block } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// A post carries its latest three comments and how many it has; the rest come a page at a time
// from GET /api/posts/{id}/comments, newest or oldest first, with the feed's cursor header.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

const post = async (author: TestMember) => {
  const reply = await author.post("/api/posts", { authorId: author.id, category: "Judo", content: "Randori tonight" });
  expect(reply.statusCode).toBe(201);
  return reply.json() as PostView;
};
/** Each member given comments in turn, `Oss 0` to `Oss <count - 1>`, one after the other. */
async function commentInTurn(postId: string, members: TestMember[], count: number): Promise<string[]> {
  const contents: string[] = [];
  for (let index = 0; index < count; index++) {
    const member = members[index % members.length]!;
    const reply = await member.post("/api/comments", { postId, authorId: member.id, content: `Oss ${index}` });
    expect(reply.statusCode).toBe(201);
    contents.push(`Oss ${index}`);
  }
  return contents;
}
/** Every page of the post's comments, following the cursor; also how many pages it took. */
async function allPages(reader: TestMember, postId: string, query: Record<string, string>) {
  const contents: string[] = [];
  let pages = 0;
  let cursor: string | undefined;
  do {
    const reply = await reader.get(`/api/posts/${postId}/comments`, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
    });
    expect(reply.statusCode).toBe(200);
    contents.push(...(reply.json() as CommentView[]).map((comment) => comment.content));
    cursor = reply.headers[NEXT_CURSOR_HEADER] as string | undefined;
    pages++;
  } while (cursor && pages < 100);
  return { contents, pages };
}

describe("a post's comments", () => {
  it("come in the feed as the latest three and a count, and all of them in pages, each once and in order", async () => {
    const [author, kai, rin] = [await social.member(), await social.member(), await social.member()];
    const created = await post(author);
    const contents = await commentInTurn(created.id, [kai, rin, author], 25);

    const [inFeed] = (await author.get(`/api/users/${author.id}/posts`)).json() as PostView[];
    expect(inFeed!.id).toBe(created.id);
    expect(inFeed!.comments.map((comment) => comment.content)).toEqual(["Oss 22", "Oss 23", "Oss 24"]);
    expect(inFeed!.commentCount).toBe(25);
    expect(inFeed!.comments[0]!.author.displayName).toBe(rin.displayName);
    const single = (await kai.get(`/api/posts/${created.id}`)).json() as PostView;
    expect([single.comments.map((comment) => comment.content), single.commentCount]).toEqual([
      ["Oss 22", "Oss 23", "Oss 24"],
      25,
    ]);
    const everyFeed = (await kai.get("/api/posts", { query: { limit: "50" } })).json() as PostView[];
    expect(everyFeed.find((entry) => entry.id === created.id)?.commentCount).toBe(25);

    const oldest = await allPages(kai, created.id, { limit: "7" });
    expect(oldest).toEqual({ contents, pages: 4 });
    const newest = await allPages(kai, created.id, { order: "newest", limit: "7" });
    expect(newest).toEqual({ contents: [...contents].reverse(), pages: 4 });
    // The default page is 20, oldest first.
    const first = await kai.get(`/api/posts/${created.id}/comments`);
    expect((first.json() as CommentView[]).map((comment) => comment.content)).toEqual(contents.slice(0, 20));
    expect(first.json()[0]).toMatchObject({ postId: created.id, authorId: kai.id, author: { username: kai.username } });
    expect(first.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
    // A page that ends exactly at the last comment says there is no next one.
    const whole = await kai.get(`/api/posts/${created.id}/comments`, { query: { limit: "25" } });
    expect([(whole.json() as CommentView[]).length, whole.headers[NEXT_CURSOR_HEADER]]).toEqual([25, undefined]);
  });

  it("refuses a cursor it did not give, a page too large and a post that is not there", async () => {
    const author = await social.member();
    const created = await post(author);
    const forged = await author.get(`/api/posts/${created.id}/comments`, { query: { cursor: "not-a-cursor" } });
    expect([forged.statusCode, forged.json().code]).toEqual([400, "cursor.invalid"]);
    const feedCursor = Buffer.from("2026-11-20T10:00:00.000Z|p1").toString("base64url");
    const mixedUp = await author.get(`/api/posts/${created.id}/comments`, { query: { cursor: feedCursor } });
    expect([mixedUp.statusCode, mixedUp.json().code]).toEqual([400, "cursor.invalid"]);
    const large = await author.get(`/api/posts/${created.id}/comments`, { query: { limit: "51" } });
    expect(large.statusCode).toBe(400);
    const sideways = await author.get(`/api/posts/${created.id}/comments`, { query: { order: "random" } });
    expect(sideways.statusCode).toBe(400);
    const missing = await author.get("/api/posts/no-such-post/comments");
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: "Post not found", code: "post.not-found" }]);
    const none = await author.get(`/api/posts/${created.id}/comments`);
    expect([none.statusCode, none.json(), none.headers[NEXT_CURSOR_HEADER]]).toEqual([200, [], undefined]);
    expect((await social.signedOut.get(`/api/posts/${created.id}/comments`)).statusCode).toBe(401);
  });

  it("leave a hidden author's comments out of the list, the count and every page, having shown them", async () => {
    const [cleo, ana, ben] = [await social.member(), await social.member(), await social.member()];
    const created = await post(cleo);
    // Ben's comments come last, so that the feed's latest three are all his until the block.
    await commentInTurn(created.id, [ana, cleo], 4);
    for (let index = 0; index < 5; index++)
      expect(
        (await ben.post("/api/comments", { postId: created.id, authorId: ben.id, content: `Ben ${index}` })).statusCode,
      ).toBe(201);
    const bensPost = await post(ben);

    const seenBy = async (reader: TestMember) => {
      const single = (await reader.get(`/api/posts/${created.id}`)).json() as PostView;
      const pages = await allPages(reader, created.id, { order: "newest", limit: "2" });
      return { latest: single.comments.map((comment) => comment.content), count: single.commentCount, ...pages };
    };
    expect(await seenBy(ana)).toEqual({
      latest: ["Ben 2", "Ben 3", "Ben 4"],
      count: 9,
      contents: ["Ben 4", "Ben 3", "Ben 2", "Ben 1", "Ben 0", "Oss 3", "Oss 2", "Oss 1", "Oss 0"],
      pages: 5,
    });

    await block(social, ana.id, ben.id);
    const withoutBen = {
      latest: ["Oss 1", "Oss 2", "Oss 3"],
      count: 4,
      contents: ["Oss 3", "Oss 2", "Oss 1", "Oss 0"],
    };
    expect(await seenBy(ana)).toEqual({ ...withoutBen, pages: 2 });
    // Cleo, who blocked nobody, still sees Ben's; Ben reads none of Ana's and not his own post through her eyes.
    expect((await seenBy(cleo)).count).toBe(9);
    const [inFeed] = (await ana.get(`/api/users/${cleo.id}/posts`)).json() as PostView[];
    expect([inFeed!.comments.map((comment) => comment.content), inFeed!.commentCount]).toEqual([withoutBen.latest, 4]);
    expect((await seenBy(ben)).contents).toEqual(["Ben 4", "Ben 3", "Ben 2", "Ben 1", "Ben 0", "Oss 3", "Oss 1"]);
    const hiddenPost = await ana.get(`/api/posts/${bensPost.id}/comments`);
    expect([hiddenPost.statusCode, hiddenPost.json().code]).toEqual([404, "post.not-found"]);
  });
});
