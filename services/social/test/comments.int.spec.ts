import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

const post = async (author: TestMember) =>
  (await author.post("/api/posts", { authorId: author.id, category: "Judo", content: "Randori tonight" })).json() as {
    id: string;
  };
/** Every comment under the post, from its pages, once its own count is checked against them. */
const commentsOn = async (reader: TestMember, postId: string) => {
  const { commentCount } = (await reader.get(`/api/posts/${postId}`)).json() as { commentCount: number };
  const page = await reader.get(`/api/posts/${postId}/comments`, { query: { limit: "50" } });
  const contents = (page.json() as Array<{ content: string }>).map((comment) => comment.content);
  expect(commentCount).toBe(contents.length);
  return contents;
};

describe("comments", () => {
  it("adds a comment under the post, with its author", async () => {
    const author = await social.member();
    const commenter = await social.member();
    const created = await post(author);
    const reply = await commenter.post("/api/comments", {
      postId: created.id,
      authorId: commenter.id,
      content: "  See you there  ",
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers[POSITION_HEADER]).toMatch(/^SOCIAL:\d+$/);
    expect(reply.json()).toMatchObject({
      content: "See you there",
      postId: created.id,
      author: { displayName: commenter.displayName },
    });
    const feed = (await author.get(`/api/users/${author.id}/posts`)).json();
    expect(feed[0].comments.map((comment: { content: string }) => comment.content)).toEqual(["See you there"]);
    expect(feed[0].commentCount).toBe(1);
  });

  it("refuses a blank comment, a missing post and someone else's name", async () => {
    const author = await social.member();
    const other = await social.member();
    const created = await post(author);
    const blank = await author.post("/api/comments", { postId: created.id, authorId: author.id, content: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues.map((issue: { path: string[] }) => issue.path[0])).toContain("content");
    const missing = await author.post("/api/comments", { postId: "no-such-post", authorId: author.id, content: "Hi" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Post not found", code: "post.not-found" });
    expect(
      (await author.post("/api/comments", { postId: created.id, authorId: other.id, content: "Hi" })).statusCode,
    ).toBe(403);
    expect(await commentsOn(author, created.id)).toEqual([]);
  });

  it("is for signed-in members only", async () => {
    const author = await social.member();
    const created = await post(author);
    const reply = await social.signedOut.post("/api/comments", {
      postId: created.id,
      authorId: author.id,
      content: "Anonymous",
    });
    expect(reply.statusCode).toBe(401);
    expect(await commentsOn(author, created.id)).toEqual([]);
  });

  it("takes twenty members commenting on one post at the same moment, every one of them", async () => {
    const author = await social.member();
    const created = await post(author);
    const members = await Promise.all(Array.from({ length: 20 }, () => social.member()));
    const replies = await Promise.all(
      members.map((member, index) =>
        member.post("/api/comments", { postId: created.id, authorId: member.id, content: `Oss ${index}` }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(201));
    expect((await commentsOn(author, created.id)).sort()).toEqual(members.map((_, index) => `Oss ${index}`).sort());
  });
});
