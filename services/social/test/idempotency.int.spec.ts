import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "@kumite/contracts/http";
import { connectionPairId, connectionSubject, SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// A write (POST, PATCH, DELETE) sent again with the same Idempotency-Key by the same member gets the
// first reply and stores nothing new: retried at once, concurrently, or after the service restarted.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const newPost = (author: TestMember, content: string) => ({ authorId: author.id, category: "Event Reviews", content });
const postsBy = async (author: TestMember) =>
  ((await author.get(`/api/users/${author.id}/posts`)).json() as Array<{ content: string }>).map(
    (post) => post.content,
  );

describe("Idempotency-Key", () => {
  it("answers a repeated POST with the first reply and stores the post once", async () => {
    const author = await social.member();
    const key = crypto.randomUUID();
    const first = await author.post("/api/posts", newPost(author, "Ginga every morning"), withKey(key));
    const again = await author.post("/api/posts", newPost(author, "Ginga every morning"), withKey(key));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe("true");
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(await postsBy(author)).toEqual(["Ginga every morning"]);
  });

  it("stores one post when ten copies of a request race, telling the others to come back", async () => {
    const author = await social.member();
    const key = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => author.post("/api/posts", newPost(author, "Roda at dawn"), withKey(key))),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 409))
      expect(reply.headers["retry-after"]).toBe("1");
    const ids = new Set(replies.filter((reply) => reply.statusCode === 201).map((reply) => reply.json().id));
    expect(ids.size).toBe(1);
    expect(await postsBy(author)).toEqual(["Roda at dawn"]);
  });

  it("keeps each member's keys apart, refuses a key reused for another body, and runs requests without a key each time", async () => {
    const [ana, bia] = [await social.member(), await social.member()];
    const key = crypto.randomUUID();
    expect((await ana.post("/api/posts", newPost(ana, "Ana's post"), withKey(key))).statusCode).toBe(201);
    expect((await bia.post("/api/posts", newPost(bia, "Bia's post"), withKey(key))).statusCode).toBe(201);
    const reused = await ana.post("/api/posts", newPost(ana, "Something else"), withKey(key));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/Idempotency-Key/);
    await ana.post("/api/posts", newPost(ana, "No key"));
    await ana.post("/api/posts", newPost(ana, "No key"));
    expect((await postsBy(ana)).sort()).toEqual(["Ana's post", "No key", "No key"]);
    expect(await postsBy(bia)).toEqual(["Bia's post"]);
    expect((await ana.post("/api/posts", newPost(ana, "Bad key"), withKey("spaces are not allowed"))).statusCode).toBe(
      400,
    );
  });

  it("still answers with the first reply after the service restarted", async () => {
    const author = await social.member();
    const key = crypto.randomUUID();
    const first = await author.post(
      "/api/comments",
      {
        postId: (await author.post("/api/posts", newPost(author, "Berimbau"))).json().id,
        authorId: author.id,
        content: "Axé",
      },
      withKey(key),
    );
    expect(first.statusCode).toBe(201);

    const restarted = await startTestService(socialService);
    try {
      const again = await restarted
        .as(author.id)
        .post("/api/comments", { postId: first.json().postId, authorId: author.id, content: "Axé" }, withKey(key));
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const { comments, commentCount } = (
        await restarted.as(author.id).get(`/api/posts/${first.json().postId}`)
      ).json();
      expect([comments.length, commentCount]).toEqual([1, 1]);
    } finally {
      await restarted.close();
    }
  });

  it("stores the post once when the service died before it could keep the reply (the log de-duplicates)", async () => {
    const author = await social.member();
    const key = crypto.randomUUID();
    const first = await author.post("/api/posts", newPost(author, "Au sem mão"), withKey(key));
    // As if the service crashed after appending but before the reply reached Redis.
    const kept = await social.deps.redis.keys(`kumite:idempotency:social:${author.id}:*`);
    expect(kept).toHaveLength(1);
    await social.deps.redis.del(...kept);

    const retried = await author.post("/api/posts", newPost(author, "Au sem mão"), withKey(key));
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(first.json().id);
    expect(await postsBy(author)).toEqual(["Au sem mão"]);
  });
});

describe("Idempotency-Key on PATCH and DELETE", () => {
  /** Ana asks Ben to connect: the request's id, and the types of the pair's events so far. */
  async function requested() {
    const [ana, ben] = [await social.member(), await social.member()];
    const asked = await ana.post("/api/connections", { userId: ana.id, connectedUserId: ben.id });
    expect(asked.statusCode).toBe(201);
    const log = async () =>
      (await social.deps.events.load(SOCIAL_STREAM.name, connectionSubject(connectionPairId(ana.id, ben.id)))).map(
        (event) => event.type,
      );
    return { ana, ben, connectionId: asked.json().id as string, log };
  }

  it("answers an acceptance retried with its key with the first reply, and accepts once", async () => {
    const { ben, connectionId, log } = await requested();
    const key = crypto.randomUUID();
    const first = await ben.patch(`/api/connections/${connectionId}`, { status: "accepted" }, withKey(key));
    const again = await ben.patch(`/api/connections/${connectionId}`, { status: "accepted" }, withKey(key));
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect([first.headers[IDEMPOTENT_REPLAY_HEADER], again.headers[IDEMPOTENT_REPLAY_HEADER]]).toEqual([
      undefined,
      "true",
    ]);
    expect(await log()).toEqual(["ConnectionRequested", "ConnectionAccepted"]);
  });

  it("answers a removal retried with its key with the first reply, and removes once", async () => {
    const { ana, connectionId, log } = await requested();
    const key = crypto.randomUUID();
    const first = await ana.delete(`/api/connections/${connectionId}`, undefined, withKey(key));
    const again = await ana.delete(`/api/connections/${connectionId}`, undefined, withKey(key));
    expect([first.statusCode, again.statusCode]).toEqual([204, 204]);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe("true");
    expect(await log()).toEqual(["ConnectionRequested", "ConnectionRemoved"]);
    // Without the key the repeat runs again, and finds nothing: the reply the retry needed is the first.
    expect((await ana.delete(`/api/connections/${connectionId}`)).statusCode).toBe(404);
  });

  it("accepts once when copies of one acceptance race with one key, telling the others to come back", async () => {
    const { ben, connectionId, log } = await requested();
    const key = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        ben.patch(`/api/connections/${connectionId}`, { status: "accepted" }, withKey(key)),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses).toContain(200);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 409))
      expect(reply.json().code).toBe("idempotency.in-progress");
    expect(await log()).toEqual(["ConnectionRequested", "ConnectionAccepted"]);
  });

  it("refuses a key used again with another method on the same connection", async () => {
    const { ben, connectionId, log } = await requested();
    const key = crypto.randomUUID();
    expect((await ben.patch(`/api/connections/${connectionId}`, { status: "accepted" }, withKey(key))).statusCode).toBe(
      200,
    );
    const removal = await ben.delete(`/api/connections/${connectionId}`, undefined, withKey(key));
    expect([removal.statusCode, removal.json().code]).toEqual([422, "idempotency.key-reused"]);
    expect(await log()).toEqual(["ConnectionRequested", "ConnectionAccepted"]);
  });
});
