import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// Other test files post to the same stream at the same time: a feed may hold their posts too, so
// these tests find their own posts in it rather than expect the feed to hold only theirs.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

type Post = {
  id: string;
  createdAt: string;
  comments: Array<{ content: string }>;
  commentCount: number;
  author: { displayName: string };
};

const post = (author: TestMember, body: object) =>
  author.post("/api/posts", { authorId: author.id, category: "Judo", content: "Randori tonight", ...body });
const ids = (posts: Array<{ id: string }>) => posts.map((entry) => entry.id);

describe("creating a post", () => {
  it("creates a post with a trimmed title and shows it in the feed, newest first, with its author", async () => {
    const author = await social.member({ experience: "Nidan" });
    const older = (await post(author, { category: "Kung Fu" })).json();
    const reply = await post(author, {
      title: "  Osoto gari tips  ",
      content: "  Break balance first.  ",
      category: "Kung Fu",
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers[POSITION_HEADER]).toMatch(/^SOCIAL:\d+$/);
    const created = reply.json();
    expect(created).toMatchObject({
      title: "Osoto gari tips",
      content: "Break balance first.",
      category: "Kung Fu",
      authorId: author.id,
      attachments: [],
      comments: [],
      commentCount: 0,
      author: { displayName: author.displayName, experience: "Nidan" },
    });
    const feed = await author.get("/api/posts");
    expect(feed.statusCode).toBe(200);
    const posts: Post[] = feed.json();
    expect(ids(posts)).toContain(created.id);
    expect(ids(posts).indexOf(created.id)).toBeLessThan(ids(posts).indexOf(older.id));
    expect(posts.map((entry) => entry.createdAt)).toEqual(
      posts
        .map((entry) => entry.createdAt)
        .sort()
        .reverse(),
    );
    expect((await author.get(`/api/posts/${created.id}`)).json()).toEqual(created);

    // Kung Fu is this test's own: no other test posts in it.
    const kungFu: Post[] = (await author.get("/api/posts", { query: { category: "Kung Fu" } })).json();
    expect(ids(kungFu).slice(0, 2)).toEqual([created.id, older.id]);
    const sambo: Post[] = (await author.get("/api/posts?category=Sambo")).json();
    expect(ids(sambo)).not.toContain(created.id);
  });

  it("stores a blank title as none", async () => {
    const author = await social.member();
    expect((await post(author, { title: "   " })).json().title).toBeNull();
  });

  it.each([
    ["blank content", { content: "   " }, "content"],
    ["an unknown category", { category: "Quidditch" }, "category"],
    ["a title that is too long", { title: "x".repeat(201) }, "title"],
    [
      "six attachments",
      { attachments: Array.from({ length: 6 }, (_, index) => `/api/objects/file-${index}`) },
      "attachments",
    ],
    ["an attachment from elsewhere", { attachments: ["https://evil.example/x.png"] }, "attachments"],
  ])("refuses %s with 400", async (_case, body, field) => {
    const author = await social.member();
    const reply = await post(author, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    expect((await author.get(`/api/users/${author.id}/posts`)).json()).toEqual([]);
  });

  it("refuses to post as someone else", async () => {
    const author = await social.member();
    const other = await social.member();
    const reply = await author.post("/api/posts", { authorId: other.id, category: "Judo", content: "Hi" });
    expect(reply.statusCode).toBe(403);
    expect((await author.get(`/api/users/${other.id}/posts`)).json()).toEqual([]);
  });

  it("answers 404 for a post that does not exist", async () => {
    const reader = await social.member();
    const reply = await reader.get("/api/posts/no-such-post");
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: "Post not found", code: "post.not-found" });
  });

  it("is for signed-in members only", async () => {
    expect((await social.signedOut.get("/api/posts")).statusCode).toBe(401);
    expect((await social.signedOut.post("/api/posts", { content: "x" })).statusCode).toBe(401);
    expect((await social.signedOut.get("/api/posts")).json()).toEqual({
      message: "Sign in to continue",
      code: "auth.required",
    });
  });
});

describe("the feed", () => {
  it("never serves a stale first page after a new post, comment or rename", async () => {
    const author = await social.member();
    const mine = async (): Promise<Post | undefined> =>
      ((await author.get("/api/posts")).json() as Post[]).find((entry) => entry.id === created.id);
    await author.get("/api/posts"); // the first page is now cached
    const created: Post = (await post(author, { content: "Fresh off the mat" })).json();
    expect(await mine()).toBeDefined();
    await author.post("/api/comments", { postId: created.id, authorId: author.id, content: "First!" });
    expect((await mine())?.comments.map((comment) => comment.content)).toEqual(["First!"]);
    expect((await mine())?.commentCount).toBe(1);
    const position = await social.userEvent({
      type: "UserProfileUpdated",
      data: { userId: author.id, displayName: "Renamed Fresh" },
    });
    const afterRename: Post[] = (await author.get("/api/posts", { headers: { [POSITION_HEADER]: position } })).json();
    expect(afterRename.find((entry) => entry.id === created.id)?.author.displayName).toBe("Renamed Fresh");
  });

  it("counts posts per category for the sidebar, every category included", async () => {
    // Sambo is this test's own: no other test posts in it.
    const author = await social.member();
    const before = (await author.get("/api/posts/categories")).json();
    expect(before).toHaveLength(20);
    const sambo = (counts: Array<{ category: string; count: number }>) =>
      counts.find((entry) => entry.category === "Sambo")!.count;
    await post(author, { category: "Sambo" });
    await post(author, { category: "Sambo" });
    expect(sambo((await author.get("/api/posts/categories")).json())).toBe(sambo(before) + 2);
  });

  it("pages a member's posts by cursor, newest first, without gaps or repeats", async () => {
    const author = await social.member();
    const created: Array<{ id: string; createdAt: string }> = [];
    for (let index = 0; index < 5; index++) created.push((await post(author, { content: `Post ${index}` })).json());
    const seen: string[] = [];
    let url = `/api/users/${author.id}/posts?limit=2`;
    for (let page = 0; page < 5; page++) {
      const reply = await author.get(url);
      seen.push(...ids(reply.json()));
      const cursor = reply.headers[NEXT_CURSOR_HEADER];
      if (!cursor) break;
      url = `/api/users/${author.id}/posts?limit=2&cursor=${cursor}`;
    }
    // Newest first; two posts of the same millisecond come in a fixed order, by id.
    const newestFirst = created
      .map(({ id, createdAt }) => ({ id, key: `${createdAt}|${id}` }))
      .sort((a, b) => (a.key < b.key ? 1 : -1));
    expect(seen).toEqual(newestFirst.map(({ id }) => id));
    expect((await author.get("/api/posts?cursor=not-a-cursor")).statusCode).toBe(400);
    expect((await author.get("/api/posts?limit=500")).statusCode).toBe(400);
  });
});
