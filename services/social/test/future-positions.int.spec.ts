import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// A position token names a place in the log that a read waits for (up to 2 s). One beyond the
// log's end names no write at all: the read is answered at once, so nobody can tie up requests
// by sending them, while a real write's token still makes the read see the write.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
};

it("answers at once a read whose token lies beyond the log's end, however many come together", async () => {
  const member = await social.member();
  const written = await member.post("/api/posts", { authorId: member.id, category: "Judo", content: "Uchi komi" });
  const [stream, sequence] = String(written.headers[POSITION_HEADER]).split(":");
  const future = `${stream}:${Number(sequence) + 1_000_000_000}`;

  const { result: reply, ms } = await timed(() => member.get("/api/posts", { headers: { [POSITION_HEADER]: future } }));
  expect(reply.statusCode).toBe(200);
  // The wait's bound is 2 s.
  expect(ms).toBeLessThan(500);

  const { result: replies, ms: allMs } = await timed(() =>
    Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        member.get("/api/posts", { headers: { [POSITION_HEADER]: `${stream}:${Number(sequence) + 1e9 + index}` } }),
      ),
    ),
  );
  expect(replies.map((each) => each.statusCode)).toEqual(replies.map(() => 200));
  expect(allMs).toBeLessThan(500);
});

it("still waits for a real write's token until the read models applied it", async () => {
  const author = await social.member();
  const created = (
    await author.post("/api/posts", { authorId: author.id, category: "Judo", content: "Randori tonight" })
  ).json();
  const tag = Math.random().toString(36).slice(2, 8);
  // Appended as identity would, and read at once with its position, as the web would.
  const position = await social.userEvent({
    type: "UserProfileUpdated",
    data: { userId: author.id, displayName: `Sensei ${tag}` },
  });

  const read = await author.get(`/api/posts/${created.id}`, { headers: { [POSITION_HEADER]: position } });
  expect(read.json().author.displayName).toBe(`Sensei ${tag}`);
});
