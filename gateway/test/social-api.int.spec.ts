import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { ATTACHMENTS } from "@kumite/contracts/limits";
import { pngBytes, htmlDisguisedAsPng } from "./files.ts";
import { newMember, sessionCookieOf, startStack, type Stack } from "./stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

type Member = { id: string; cookie: string; displayName: string };

async function signUp(overrides = {}): Promise<Member> {
  const reply = await stack.gateway.inject({ method: "POST", url: "/api/auth/register", payload: newMember(overrides) });
  expect(reply.statusCode).toBe(201);
  const user = reply.json();
  return { id: user.id, cookie: sessionCookieOf(reply), displayName: user.displayName };
}

const call = (member: Member | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  stack.gateway.inject({
    method,
    url,
    headers: { ...(member ? { cookie: member.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

const post = (member: Member, body: object) =>
  call(member, "POST", "/api/posts", { authorId: member.id, category: "Judo", content: "Randori tonight", ...body });

async function upload(member: Member, bytes: Buffer | Readable, contentType = "image/png") {
  const ticket = (await call(member, "POST", "/api/objects/upload")).json();
  const reply = await stack.gateway.inject({
    method: "PUT",
    url: ticket.uploadURL,
    headers: { cookie: member.cookie, "content-type": contentType },
    payload: bytes,
  });
  return { ticket, reply };
}

describe("posts", () => {
  it("creates a post with a trimmed title and shows it first in the feed, with its author", async () => {
    const author = await signUp({ experience: "Nidan" });
    const reply = await post(author, { title: "  Osoto gari tips  ", content: "  Break balance first.  ", category: "Judo" });
    expect(reply.statusCode).toBe(201);
    const created = reply.json();
    expect(created).toMatchObject({
      title: "Osoto gari tips",
      content: "Break balance first.",
      category: "Judo",
      authorId: author.id,
      attachments: [],
      comments: [],
      author: { displayName: author.displayName, experience: "Nidan" },
    });
    const feed = await call(author, "GET", "/api/posts");
    expect(feed.statusCode).toBe(200);
    expect(Array.isArray(feed.json())).toBe(true);
    expect(feed.json()[0].id).toBe(created.id);
    const judo = (await call(author, "GET", "/api/posts?category=Judo")).json();
    expect(judo.map((entry: { id: string }) => entry.id)).toContain(created.id);
    const sambo = (await call(author, "GET", "/api/posts?category=Sambo")).json();
    expect(sambo.map((entry: { id: string }) => entry.id)).not.toContain(created.id);
  });

  it("never serves a stale first page after a new post, comment or rename", async () => {
    const author = await signUp();
    const first = async () => (await call(author, "GET", "/api/posts")).json()[0];
    await first(); // the page is now cached
    const created = (await post(author, { content: "Fresh off the mat" })).json();
    expect((await first()).id).toBe(created.id);
    await call(author, "POST", "/api/comments", { postId: created.id, authorId: author.id, content: "First!" });
    expect((await first()).comments.map((comment: { content: string }) => comment.content)).toEqual(["First!"]);
    const renamed = await call(author, "PATCH", `/api/users/${author.id}`, { displayName: "Renamed Fresh" });
    const afterRename = await call(author, "GET", "/api/posts", undefined, { [POSITION_HEADER]: renamed.headers[POSITION_HEADER] as string });
    expect(afterRename.json()[0].author.displayName).toBe("Renamed Fresh");
  });

  it("stores a blank title as none", async () => {
    const author = await signUp();
    expect((await post(author, { title: "   " })).json().title).toBeNull();
  });

  it.each([
    ["blank content", { content: "   " }, "content"],
    ["an unknown category", { category: "Quidditch" }, "category"],
    ["a title that is too long", { title: "x".repeat(201) }, "title"],
    ["six attachments", { attachments: Array.from({ length: 6 }, (_, index) => `/api/objects/file-${index}`) }, "attachments"],
    ["an attachment from elsewhere", { attachments: ["https://evil.example/x.png"] }, "attachments"],
  ])("refuses %s with 400", async (_case, body, field) => {
    const author = await signUp();
    const reply = await post(author, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
  });

  it("refuses to post as someone else", async () => {
    const author = await signUp();
    const other = await signUp();
    const reply = await call(author, "POST", "/api/posts", { authorId: other.id, category: "Judo", content: "Hi" });
    expect(reply.statusCode).toBe(403);
    expect((await call(author, "GET", `/api/users/${other.id}/posts`)).json()).toEqual([]);
  });

  it("counts posts per category for the sidebar, every category included", async () => {
    const author = await signUp();
    const before = (await call(author, "GET", "/api/posts/categories")).json();
    expect(before).toHaveLength(20);
    const sambo = (counts: Array<{ category: string; count: number }>) => counts.find((entry) => entry.category === "Sambo")!.count;
    await post(author, { category: "Sambo" });
    await post(author, { category: "Sambo" });
    expect(sambo((await call(author, "GET", "/api/posts/categories")).json())).toBe(sambo(before) + 2);
  });

  it("pages a user's posts by cursor, newest first, without gaps or repeats", async () => {
    const author = await signUp();
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) ids.push((await post(author, { content: `Post ${index}` })).json().id);
    const seen: string[] = [];
    let url = `/api/users/${author.id}/posts?limit=2`;
    for (let page = 0; page < 5; page++) {
      const reply = await call(author, "GET", url);
      seen.push(...reply.json().map((entry: { id: string }) => entry.id));
      const cursor = reply.headers["x-next-cursor"];
      if (!cursor) break;
      url = `/api/users/${author.id}/posts?limit=2&cursor=${cursor}`;
    }
    expect(seen).toEqual([...ids].reverse());
    expect((await call(author, "GET", "/api/posts?cursor=not-a-cursor")).statusCode).toBe(400);
    expect((await call(author, "GET", "/api/posts?limit=500")).statusCode).toBe(400);
  });

  it("is for signed-in users only", async () => {
    expect((await call(null, "GET", "/api/posts")).statusCode).toBe(401);
    expect((await call(null, "POST", "/api/posts", { content: "x" })).statusCode).toBe(401);
  });
});

describe("comments", () => {
  it("adds a comment under the post, with its author", async () => {
    const author = await signUp();
    const commenter = await signUp();
    const created = (await post(author, {})).json();
    const reply = await call(commenter, "POST", "/api/comments", { postId: created.id, authorId: commenter.id, content: "  See you there  " });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ content: "See you there", postId: created.id, author: { displayName: commenter.displayName } });
    const feed = (await call(author, "GET", `/api/users/${author.id}/posts`)).json();
    expect(feed[0].comments.map((comment: { content: string }) => comment.content)).toEqual(["See you there"]);
  });

  it("refuses a blank comment, a missing post and someone else's name", async () => {
    const author = await signUp();
    const other = await signUp();
    const created = (await post(author, {})).json();
    expect((await call(author, "POST", "/api/comments", { postId: created.id, authorId: author.id, content: "  " })).statusCode).toBe(400);
    const missing = await call(author, "POST", "/api/comments", { postId: "no-such-post", authorId: author.id, content: "Hi" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Post not found" });
    expect((await call(author, "POST", "/api/comments", { postId: created.id, authorId: other.id, content: "Hi" })).statusCode).toBe(403);
  });
});

describe("attachments", () => {
  it("uploads a picture, attaches it to a post and serves it with safe headers", async () => {
    const author = await signUp();
    const { ticket, reply } = await upload(author, pngBytes());
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ url: ticket.objectURL });
    const created = await post(author, { attachments: [ticket.objectURL] });
    expect(created.statusCode).toBe(201);
    expect(created.json().attachments).toEqual([ticket.objectURL]);

    const file = await call(author, "GET", ticket.objectURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toContain("sandbox");
    expect(file.rawPayload.equals(pngBytes())).toBe(true);
  });

  it("refuses a second upload to the same URL", async () => {
    const author = await signUp();
    const { ticket } = await upload(author, pngBytes());
    const again = await stack.gateway.inject({
      method: "PUT",
      url: ticket.uploadURL,
      headers: { cookie: author.cookie, "content-type": "image/png" },
      payload: pngBytes(10),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This upload URL was already used" });
    expect((await call(author, "GET", ticket.objectURL)).rawPayload.equals(pngBytes())).toBe(true);
  });

  it("refuses a file whose bytes are not a picture or video, whatever it claims", async () => {
    const author = await signUp();
    const { ticket, reply } = await upload(author, htmlDisguisedAsPng(), "image/png");
    expect(reply.statusCode).toBe(415);
    expect(reply.json().message).toMatch(/only pictures/i);
    expect((await call(author, "GET", ticket.objectURL)).statusCode).toBe(404);
    expect((await post(author, { attachments: [ticket.objectURL] })).statusCode).toBe(400);
  });

  it("refuses a file over 50 MB, declared or streamed", async () => {
    const author = await signUp();
    const declared = await upload(author, Buffer.concat([pngBytes(), Buffer.alloc(ATTACHMENTS.maxFileBytes)]));
    expect(declared.reply.statusCode).toBe(413);
    const chunk = Buffer.alloc(1024 * 1024);
    const streamed = await upload(
      author,
      Readable.from((function* () {
        yield pngBytes();
        for (let index = 0; index < 51; index++) yield chunk;
      })()),
    );
    expect(streamed.reply.statusCode).toBe(413);
    expect(streamed.reply.json().message).toBe("A file may be at most 50 MB");
  });

  it("keeps each upload URL to the user it was issued to, and to its lifetime", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const ticket = (await call(owner, "POST", "/api/objects/upload")).json();
    const foreign = await stack.gateway.inject({
      method: "PUT",
      url: ticket.uploadURL,
      headers: { cookie: stranger.cookie, "content-type": "image/png" },
      payload: pngBytes(),
    });
    expect(foreign.statusCode).toBe(403);

    const clock = stack.services.social.deps.clock;
    stack.services.social.deps.clock = () => new Date(Date.now() + 16 * 60 * 1000);
    try {
      const late = await stack.gateway.inject({
        method: "PUT",
        url: ticket.uploadURL,
        headers: { cookie: owner.cookie, "content-type": "image/png" },
        payload: pngBytes(),
      });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ message: "This upload URL has expired" });
    } finally {
      stack.services.social.deps.clock = clock;
    }
  });

  it("refuses to attach someone else's upload", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { ticket } = await upload(owner, pngBytes());
    expect((await post(other, { attachments: [ticket.objectURL] })).statusCode).toBe(403);
  });
});

describe("authors from identity", () => {
  it("shows a renamed author on old posts and comments", async () => {
    const author = await signUp();
    const created = (await post(author, {})).json();
    await call(author, "POST", "/api/comments", { postId: created.id, authorId: author.id, content: "Bump" });
    const tag = Math.random().toString(36).slice(2, 8);
    const renamed = await call(author, "PATCH", `/api/users/${author.id}`, { displayName: `Sensei ${tag}` });
    expect(renamed.statusCode).toBe(200);
    // The web sends the position of its last write, so social waits until it has seen the rename.
    const position = renamed.headers[POSITION_HEADER] as string;
    const feed = (await call(author, "GET", `/api/users/${author.id}/posts`, undefined, { [POSITION_HEADER]: position })).json();
    expect(feed[0].author.displayName).toBe(`Sensei ${tag}`);
    expect(feed[0].comments[0].author.displayName).toBe(`Sensei ${tag}`);
  });

  it("removes a deleted user's posts and comments everywhere", async () => {
    const staying = await signUp();
    const leavingBody = newMember();
    const leavingReply = await stack.gateway.inject({ method: "POST", url: "/api/auth/register", payload: leavingBody });
    const leaving: Member = { id: leavingReply.json().id, cookie: sessionCookieOf(leavingReply), displayName: "" };
    const kept = (await post(staying, { category: "Wrestling" })).json();
    await call(leaving, "POST", "/api/comments", { postId: kept.id, authorId: leaving.id, content: "Leaving soon" });
    const gone = (await post(leaving, { category: "Wrestling" })).json();
    const wrestling = async () =>
      (await call(staying, "GET", "/api/posts/categories")).json().find((entry: { category: string }) => entry.category === "Wrestling").count;
    const countBefore = await wrestling();

    const deleted = await stack.gateway.inject({
      method: "DELETE",
      url: "/api/auth/delete-account",
      headers: { cookie: leaving.cookie },
      payload: { password: leavingBody.password },
    });
    expect(deleted.statusCode).toBe(200);
    const position = { [POSITION_HEADER]: deleted.headers[POSITION_HEADER] as string };
    const feed = (await call(staying, "GET", "/api/posts?category=Wrestling", undefined, position)).json();
    expect(feed.map((entry: { id: string }) => entry.id)).not.toContain(gone.id);
    expect(feed.find((entry: { id: string }) => entry.id === kept.id).comments).toEqual([]);
    expect((await call(staying, "GET", `/api/users/${leaving.id}/posts`)).json()).toEqual([]);
    expect((await call(staying, "GET", `/api/posts/${gone.id}`)).statusCode).toBe(404);
    expect(await wrestling()).toBe(countBefore - 1);
  });
});
