import { afterAll, beforeAll, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, POSITION_HEADER } from "@kumite/contracts/http";
import {
  startAckDroppingProxy,
  type AckDroppingProxy,
  startTestService,
  type TestMember,
  type TestService,
  testNatsUrl,
} from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// Social talks to NATS through a proxy that can lose the server's replies: a post reaches the log
// and its ack never comes back. The member is told the outcome is unknown, never "not saved", and
// sending it again with the same Idempotency-Key stores it once.

let proxy: AckDroppingProxy;
let social: TestService<typeof socialService>;
let member: TestMember;

beforeAll(async () => {
  proxy = await startAckDroppingProxy(testNatsUrl());
  social = await startTestService(socialService, { natsUrl: proxy.url });
  member = await social.member();
}, 30_000);
afterAll(async () => {
  proxy.reconnect();
  await social.close();
  await proxy.close();
});

it("answers save.unknown when a post's ack is lost, and stores it once when sent again with its key", async () => {
  const tag = Math.random().toString(36).slice(2, 10);
  const content = `Lost ack ${tag}`;
  const send = () =>
    member.post(
      "/api/posts",
      { authorId: member.id, category: "Sambo", content },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: `post-${tag}` } },
    );
  proxy.dropReplies();

  const unknown = await send();
  expect(unknown.statusCode).toBe(503);
  expect(unknown.json().code).toBe("save.unknown");
  expect(unknown.json().message).toMatch(/could not confirm/);
  expect(Number(unknown.headers["retry-after"])).toBeGreaterThan(0);

  proxy.reconnect();
  const deadline = Date.now() + 15_000;
  let reply = await send();
  while (reply.statusCode === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    reply = await send();
  }
  expect(reply.statusCode).toBe(201);
  // Read as the web would, with the write's position: the read models' consumer started again
  // after the lost connection and applies it (a message lost with the connection is not skipped).
  const feed: Array<{ id: string; content: string }> = (
    await member.get("/api/posts", {
      query: { category: "Sambo" },
      headers: { [POSITION_HEADER]: String(reply.headers[POSITION_HEADER]) },
    })
  ).json();
  expect(feed.filter((post) => post.content === content).map((post) => post.id)).toEqual([reply.json().id]);
}, 30_000);
