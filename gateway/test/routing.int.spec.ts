import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { startStack, type Stack } from "./stack.ts";

// Each /api call goes to the service the catalog (contracts/src/services.ts) says owns its path.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

type Call = { method?: "GET" | "POST" | "PATCH" | "DELETE"; headers?: Record<string, string>; payload?: object };
const call = (url: string, cookie: string, { method = "GET", headers = {}, payload }: Call = {}) =>
  stack.gateway.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });

describe("routing by the catalog", () => {
  it("sends each call to the service that owns its path, the most specific rule first", async () => {
    const { user, cookie } = await stack.signUp();
    // /api/users is identity's …
    const profile = await call(`/api/users/${user.id}`, cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.id, username: user.username });
    expect((await call("/api/users", cookie)).statusCode).toBe(200);
    // … but /api/users/:id/posts, under it, is social's.
    const none = await call(`/api/users/${user.id}/posts`, cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const created = await call("/api/posts", cookie, {
      method: "POST",
      payload: { authorId: user.id, category: "Judo", content: "Routed" },
    });
    expect(created.statusCode).toBe(201);
    const posts = await call(`/api/users/${user.id}/posts`, cookie);
    expect(posts.json().map((post: { id: string }) => post.id)).toEqual([created.json().id]);
    expect((await call("/api/posts/categories", cookie)).json()).toHaveLength(20);
  });

  it("finds a training partner signed up through identity in social's matching, and never shows their coordinates", async () => {
    const place = { latitude: -33 - Math.random(), longitude: 18 + Math.random() };
    const ana = await stack.signUp({
      ...place,
      location: "Cape Town",
      martialArts: ["Judo"],
      rank: "Blue belt",
      weightKg: 68,
    });
    const ben = await stack.signUp({
      latitude: place.latitude + 0.05,
      longitude: place.longitude,
      martialArts: ["Judo"],
    });
    const own = (await call("/api/auth/session", ana.cookie)).json();
    expect(own).toMatchObject({ ...place, rank: "Blue belt", weightKg: 68 });
    const seenByBen = await call(`/api/users/${ana.user.id}`, ben.cookie);
    expect(seenByBen.json()).toMatchObject({ location: "Cape Town", rank: "Blue belt" });
    expect(seenByBen.body).not.toMatch(/latitude|longitude/);
    // Ben's registration reached social through identity's events.
    const matches = await call(`/api/users/matching/${ana.user.id}?martialArts=Judo`, ana.cookie, {
      headers: { [POSITION_HEADER]: ben.reply.headers[POSITION_HEADER] as string },
    });
    expect(matches.statusCode).toBe(200);
    expect(matches.json().map((candidate: { id: string }) => candidate.id)).toContain(ben.user.id);
    // 5.6 km between their points; matching measures between their 1 km cells.
    const distance = matches.json().find((candidate: { id: string }) => candidate.id === ben.user.id).distanceKm;
    expect(Math.abs(distance - 5.6)).toBeLessThanOrEqual(1);
    expect(matches.body).not.toMatch(/latitude|longitude/);
    const liked = await call("/api/connections", ana.cookie, {
      method: "POST",
      payload: { userId: ana.user.id, connectedUserId: ben.user.id },
    });
    expect(liked.statusCode).toBe(201);
    await call("/api/connections", ben.cookie, {
      method: "POST",
      payload: { userId: ben.user.id, connectedUserId: ana.user.id },
    });
    expect((await call(`/api/users/${ana.user.id}/connections`, ben.cookie)).json()).toEqual({
      userId: ana.user.id,
      count: 1,
    });
  });

  it("carries a like in social to the bell and the conversations in messaging, waiting for the like's position", async () => {
    const ana = await stack.signUp({ displayName: "Ana Routed" });
    const ben = await stack.signUp();
    const liked = await call("/api/connections", ana.cookie, {
      method: "POST",
      payload: { userId: ana.user.id, connectedUserId: ben.user.id },
    });
    const position = { [POSITION_HEADER]: liked.headers[POSITION_HEADER] as string };
    const bell = await call(`/api/notifications/${ben.user.id}`, ben.cookie, { headers: position });
    expect(bell.json()).toMatchObject([
      { type: "connection_request", message: "Ana Routed wants to train with you", subjectId: ana.user.id },
    ]);
    const back = await call("/api/connections", ben.cookie, {
      method: "POST",
      payload: { userId: ben.user.id, connectedUserId: ana.user.id },
    });
    const conversations = await call("/api/messages/conversations", ana.cookie, {
      headers: { [POSITION_HEADER]: back.headers[POSITION_HEADER] as string },
    });
    expect(conversations.json()).toMatchObject([{ user: { id: ben.user.id }, lastMessage: { system: true } }]);
    const sent = await call("/api/messages", ana.cookie, {
      method: "POST",
      payload: { senderId: ana.user.id, receiverId: ben.user.id, content: "Osu" },
    });
    expect(sent.statusCode).toBe(201);
    const thread = await call(`/api/messages?with=${ana.user.id}`, ben.cookie);
    expect(thread.json().map((message: { content: string }) => message.content)).toEqual([
      "You matched! Say hello.",
      "Osu",
    ]);
  });

  it("answers 404 JSON for an API path no service owns", async () => {
    const { cookie } = await stack.signUp();
    for (const url of ["/api/nothing-here", "/api/user", "/api"]) {
      const reply = await call(url, cookie);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json().message, url).toContain(url);
    }
  });

  it("answers 503 with a clear message for a service that is not running", async () => {
    const withoutSocial = await startStack({ down: ["social"] });
    try {
      const { cookie } = await withoutSocial.signUp();
      const reply = await withoutSocial.gateway.inject({ method: "GET", url: "/api/posts", headers: { cookie } });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({
        message: "The social service is not available right now",
        code: "service.unavailable",
      });
      // The running service still answers:
      expect(
        (await withoutSocial.gateway.inject({ method: "GET", url: "/api/users", headers: { cookie } })).statusCode,
      ).toBe(200);
    } finally {
      await withoutSocial.close();
    }
  });
});

describe("read-your-writes across services", () => {
  it("hands the position of a write to the client and passes it on, so another service waits for it", async () => {
    const { user, cookie, registration } = await stack.signUp();
    const post = (
      await call("/api/posts", cookie, {
        method: "POST",
        payload: { authorId: user.id, category: "Judo", content: "Before" },
      })
    ).json();
    await call("/api/comments", cookie, {
      method: "POST",
      payload: { postId: post.id, authorId: user.id, content: "Bump" },
    });

    const tag = Math.random().toString(36).slice(2, 8);
    const renamed = await call(`/api/users/${user.id}`, cookie, {
      method: "PATCH",
      payload: { displayName: `Sensei ${tag}` },
    });
    expect(renamed.statusCode).toBe(200);
    const position = renamed.headers[POSITION_HEADER] as string;
    expect(position).toMatch(/^IDENTITY:\d+$/);
    const feed = (
      await call(`/api/users/${user.id}/posts`, cookie, { headers: { [POSITION_HEADER]: position } })
    ).json();
    expect(feed[0].author.displayName).toBe(`Sensei ${tag}`);
    expect(feed[0].comments[0].author.displayName).toBe(`Sensei ${tag}`);

    // A deletion in identity, seen by social at the position the deletion answered:
    const reader = await stack.signUp();
    const deleted = await call("/api/auth/delete-account", cookie, {
      method: "DELETE",
      payload: { password: registration.password },
    });
    expect(deleted.statusCode).toBe(200);
    const afterDeletion = { [POSITION_HEADER]: deleted.headers[POSITION_HEADER] as string };
    expect((await call(`/api/users/${user.id}/posts`, reader.cookie, { headers: afterDeletion })).json()).toEqual([]);
    expect((await call(`/api/posts/${post.id}`, reader.cookie)).statusCode).toBe(404);
  });

  it("refuses dot segments, which would route and throttle by one path and reach another", async () => {
    // Over a real socket: inject() would resolve the dot segments before the gateway sees them.
    const address = await stack.gateway.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    for (const path of ["/api/x/../auth/login", "/api/x/%2e%2e/auth/login", "/api/./auth/register", "/api/posts/%2E"]) {
      const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = request(
          { host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json" } },
          (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        sent.on("error", reject);
        sent.end(JSON.stringify({ email: "a@example.com", password: "x" }));
      });
      expect(reply.status, path).toBe(400);
      expect(JSON.parse(reply.body).message).toMatch(/Malformed URL/);
      expect(JSON.parse(reply.body).code).toBe("request.malformed-url");
    }
  });
});
