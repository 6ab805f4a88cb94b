import { afterAll, beforeAll, expect, it } from "vitest";
import { decodeEvents } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { memberKeysOf } from "../src/personal-data/member-keys.ts";
import { eraseDeletedMembers, reencryptStream } from "../src/personal-data/reencrypt.ts";
import { testStream, type TestStream } from "../src/testing/connections.ts";

// A log written before sealing, rewritten: every personal field sealed (a legacy point too), the
// events in their order, a member deleted back then erased; a second run changes nothing more.

let test: TestStream;
beforeAll(async () => {
  test = await testStream("REENC");
});
afterAll(() => test.remove());

const ana = newId();
const ben = newId();
const plain = (type: string, aggregateId: string, data: Record<string, unknown>) => ({
  id: newId(),
  type,
  aggregateId,
  occurredAt: new Date().toISOString(),
  actorId: null,
  data,
});

async function readAll(): Promise<Array<{ type: string; subject: string; data: Record<string, unknown> }>> {
  const { nats } = test.connections;
  const consumer = await nats.js.consumers.get(test.name);
  const { messages: count } = (await nats.jsm.streams.info(test.name)).state;
  const read: Array<{ type: string; subject: string; data: Record<string, unknown> }> = [];
  while (read.length < count) {
    const batch = await consumer.fetch({ max_messages: count - read.length, expires: 2000 });
    for await (const message of batch) {
      for (const event of await decodeEvents(message, memberKeysOf(nats), test.name))
        read.push({ type: event.type, subject: event.subject, data: event.data as Record<string, unknown> });
    }
  }
  return read;
}

async function rawLog(): Promise<string> {
  const { nats } = test.connections;
  const { first_seq, last_seq } = (await nats.jsm.streams.info(test.name)).state;
  const bodies: string[] = [];
  for (let seq = first_seq; seq <= last_seq; seq++) {
    const message = await nats.jsm.streams.getMessage(test.name, { seq }).catch(() => null);
    if (message) bodies.push(new TextDecoder().decode(message.data));
  }
  return bodies.join("\n");
}

it("seals an old log's personal fields in place, in order, and reads the same events back", async () => {
  const { nats } = test.connections;
  const post = newId();
  const written = [
    [
      test.subject("user", ana),
      plain("UserRegistered", ana, { userId: ana, username: "ana_old", latitude: 38.7, longitude: -9.1 }),
    ],
    [
      test.subject("post", post),
      plain("PostCreated", post, {
        postId: post,
        authorId: ben,
        title: null,
        content: "ben's old post",
        category: "Judo",
        attachments: [],
      }),
    ],
    [
      test.subject("post", post),
      plain("CommentAdded", post, { commentId: newId(), postId: post, authorId: ana, content: "ana's old comment" }),
    ],
    [test.subject("user", ana), plain("UserDeleted", ana, { userId: ana })],
  ] as const;
  for (const [subject, event] of written) await nats.js.publish(subject, JSON.stringify(event));
  const before = await readAll();

  const keys = memberKeysOf(nats);
  expect(await eraseDeletedMembers(nats, test.name, keys)).toBe(1);
  expect(await reencryptStream(nats, test.name, keys)).toEqual({ messages: 4, sealedEvents: 3 });

  const raw = await rawLog();
  for (const value of ["ana_old", "38.7", "ben's old post", "ana's old comment"]) expect(raw).not.toContain(value);
  const after = await readAll();
  expect(after.map(({ type, subject }) => ({ type, subject }))).toEqual(
    before.map(({ type, subject }) => ({ type, subject })),
  );
  expect(after[1]!.data).toEqual(before[1]!.data);
  expect(after[2]!.data).toMatchObject({ content: "" });
  expect(after[0]!.data).toMatchObject({ userId: ana, username: "" });

  // Run again at once (as after a stop midway): the copies are recognised and kept.
  expect(await reencryptStream(nats, test.name, keys)).toEqual({ messages: 4, sealedEvents: 0 });
  expect((await readAll()).map(({ data }) => data)).toEqual(after.map(({ data }) => data));
});
