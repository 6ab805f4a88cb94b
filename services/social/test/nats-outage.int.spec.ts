import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { natsServerBinary, startTestNats, type TestNats } from "../../../infra/test/nats-server.ts";
import { socialService } from "../src/service.ts";

// NATS goes away and comes back, on a server of this file's own: writes fail fast with 503 and
// Retry-After, reads from the read models keep working, and writing recovers by itself.

let nats: TestNats;
let social: TestService<typeof socialService>;
let member: TestMember;
let postId: string;

beforeAll(async () => {
  nats = await startTestNats(natsServerBinary()!);
  social = await startTestService(socialService, { natsUrl: nats.url });
  member = await social.member();
  postId = (
    await member.post("/api/posts", { authorId: member.id, category: "Judo", content: "Before the outage" })
  ).json().id;
}, 30_000);
afterAll(async () => {
  await social.close();
  await nats.stop();
});

const comment = (content: string) => member.post("/api/comments", { postId, authorId: member.id, content });

it("answers writes 503 with Retry-After within 2 s while NATS is down, keeps serving reads, and recovers", async () => {
  await nats.pause();

  const started = performance.now();
  const refused = await comment("During the outage");
  const elapsedMs = performance.now() - started;
  expect(refused.statusCode).toBe(503);
  expect(refused.headers["retry-after"]).toBe("2");
  expect(refused.json().message).toMatch(/try again in a moment/);
  expect(elapsedMs).toBeLessThan(2000);

  const feed = await member.get("/api/posts");
  expect(feed.statusCode).toBe(200);
  expect(feed.json().map((post: { id: string }) => post.id)).toContain(postId);

  await nats.resume();
  const deadline = Date.now() + 15_000;
  let reply = await comment("After the outage");
  while (reply.statusCode === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    reply = await comment("After the outage");
  }
  expect(reply.statusCode).toBe(201);
  const comments = (await member.get(`/api/posts/${postId}`))
    .json()
    .comments.map((entry: { content: string }) => entry.content);
  expect(comments).toContain("After the outage");
}, 30_000);
