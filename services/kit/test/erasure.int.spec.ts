import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEvents, type EventStore, type NewEvent } from "../src/event-store.ts";
import { newId } from "../src/ids.ts";
import { connectNats, type Nats } from "../src/nats.ts";
import { erasedMembersReaction } from "../src/personal-data/erased-members.ts";
import { memberKeysOf } from "../src/personal-data/member-keys.ts";
import { defineProjection } from "../src/projection/define.ts";
import { Projector } from "../src/projection/projector.ts";
import { ReactionRunner } from "../src/reaction/runner.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import type { ReadStore } from "../src/read-store/port.ts";
import { testStream, uniqueName, type TestStream, testNatsUrl } from "../src/testing/connections.ts";
import "../src/testing/provided-context.ts";

// Erasure that reaches the log: two members write posts, a profile, a message and a report; one
// deletes their account, and a process stopped in the middle of erasing their key does it when it
// runs again. Then neither the stream's raw bytes, nor a replay through decodeEvents, nor a read
// model rebuilt from scratch holds anything they wrote, while the other member's data reads intact.

const logger = pino({ level: "silent" });
const event = (type: string, aggregateId: string, actorId: string, data: unknown): NewEvent => ({
  id: newId(),
  type,
  aggregateId,
  occurredAt: new Date().toISOString(),
  actorId,
  data,
});

/** What each member wrote: none of it may be readable once they are erased. */
const writtenBy = (member: string) => ({
  username: `${member}_kimura`,
  displayName: `${member} Kimura-Sensei`,
  bio: `${member} trains at the harbour dojo every dawn`,
  title: `${member}'s guard retention notes`,
  content: `${member}'s secret triangle setup`,
  attachment: `${member}-upload-7f3a`,
  message: `${member} says: meet at six by the old pier`,
  report: `${member} saw an elbow after the tap`,
});

describe("erasing a member reaches the log", () => {
  let test: TestStream;
  let events: EventStore;
  const ana = newId();
  const ben = newId();
  const subject = (aggregate: string, id: string) => test.subject(aggregate, id);

  async function writeAll(member: string): Promise<void> {
    const text = writtenBy(member);
    await events.append(
      subject("user", member),
      [
        event("UserRegistered", member, member, {
          userId: member,
          username: text.username,
          displayName: text.displayName,
          bio: text.bio,
          martialArts: ["Judo"],
          weightKg: 73,
          cell: null,
        }),
      ],
      0,
    );
    const post = newId();
    await events.append(
      subject("post", post),
      [
        event("PostCreated", post, member, {
          postId: post,
          authorId: member,
          title: text.title,
          content: text.content,
          category: "Judo",
          attachments: [text.attachment],
        }),
      ],
      0,
    );
    const other = member === ana ? ben : ana;
    await events.publish(subject("conversation", `${member}_${other}`), [
      event("DirectMessageSent", newId(), member, {
        messageId: newId(),
        senderId: member,
        receiverId: other,
        content: text.message,
      }),
      event("ReportFiled", other, member, {
        reportId: newId(),
        reporterId: member,
        reportedUserId: other,
        reason: "harassment",
        description: text.report,
        filedAt: new Date().toISOString(),
        counted: true,
      }),
    ]);
  }

  async function rawLog(nats: Nats): Promise<string> {
    const last = (await nats.jsm.streams.info(test.name)).state.last_seq;
    const bodies: string[] = [];
    for (let seq = 1; seq <= last; seq++) {
      const message = await nats.jsm.streams.getMessage(test.name, { seq }).catch(() => null);
      if (message) bodies.push(new TextDecoder().decode(message.data));
    }
    return bodies.join("\n");
  }

  /** Every event of the stream read from the start through decodeEvents, by a process of its own. */
  async function replay(nats: Nats): Promise<string> {
    const consumer = await nats.js.consumers.get(test.name);
    const last = (await nats.jsm.streams.info(test.name)).state.last_seq;
    const decoded: unknown[] = [];
    for (let read = 0; read < last;) {
      const messages = await consumer.fetch({ max_messages: last - read, expires: 2000 });
      for await (const message of messages) {
        decoded.push(...(await decodeEvents(message, memberKeysOf(nats), test.name)));
        read = message.seq;
      }
    }
    return JSON.stringify(decoded);
  }

  /** A read model that keeps every event's data as it reads it, rebuilt from the start. */
  async function rebuiltReadModel(nats: Nats): Promise<string> {
    const store = createMemoryReadStore();
    const everything = defineProjection({
      name: "everything",
      streams: [test.name],
      on: Object.fromEntries(
        ["UserRegistered", "PostCreated", "DirectMessageSent", "ReportFiled", "UserDeleted"].map((type) => [
          type,
          async (stored: { id: string; data: unknown }, into: ReadStore) => {
            await into
              .collection("events")
              .replaceOne({ _id: stored.id }, { _id: stored.id, data: stored.data }, { upsert: true });
          },
        ]),
      ),
    });
    const projector = new Projector({
      nats,
      store,
      projections: [everything],
      logger,
      consumerPrefix: uniqueName("erase"),
    });
    await projector.start();
    const last = (await nats.jsm.streams.info(test.name)).state.last_seq;
    expect(await projector.waitFor(test.name, last)).toBe(true);
    await projector.stop();
    return JSON.stringify(await store.collection("events").find({}));
  }

  const fresh = () => connectNats(testNatsUrl(), "erasure-reader");
  const valuesOf = (member: string) => Object.values(writtenBy(member));

  beforeAll(async () => {
    test = await testStream("ERASE");
    events = test.events;
    await writeAll(ana);
    await writeAll(ben);
  });
  afterAll(() => test.remove());

  it("keeps every personal field out of the raw log, and reads it back to its writers' readers", async () => {
    const raw = await rawLog(test.connections.nats);
    for (const value of [...valuesOf(ana), ...valuesOf(ben)]) expect(raw).not.toContain(value);
    const reader = await fresh();
    const replayed = await replay(reader);
    for (const value of [...valuesOf(ana), ...valuesOf(ben)]) expect(replayed).toContain(value);
    await reader.connection.close();
  });

  it("erases a member deleted while a process stopped in the middle, everywhere once it runs again", async () => {
    // This process reads ana's events now, so it holds her key in memory.
    const before = await replay(test.connections.nats);
    expect(before).toContain(writtenBy(ana).content);

    await events.append(subject("user", ana), [event("UserDeleted", ana, ana, { userId: ana })], 1);
    const reaction = { ...erasedMembersReaction, stream: test.name, subjects: [subject("user", "*")] as [string] };
    const durable = uniqueName("erased");
    // The first process stops before the key is erased: its handler fails, and it stops.
    const stopped = await fresh();
    let tried = 0;
    const dying = new ReactionRunner({
      nats: stopped,
      reaction,
      durable,
      logger,
      deps: {
        events: {
          memberKeys: {
            erase: async () => {
              tried++;
              throw new Error("the process stopped");
            },
          },
        } as unknown as EventStore,
      },
    });
    await dying.start();
    await expect.poll(() => tried, { timeout: 10_000 }).toBeGreaterThan(0);
    await dying.stop();
    await stopped.connection.close();
    expect(await replay(test.connections.nats)).toContain(writtenBy(ana).content);

    // Run again: the event comes back and the key is erased.
    const restarted = await fresh();
    const runner = new ReactionRunner({
      nats: restarted,
      reaction,
      durable,
      logger,
      deps: { events: { memberKeys: memberKeysOf(restarted) } as EventStore },
    });
    await runner.start();
    // This process, which held ana's key, drops it as the bucket tells it.
    await expect.poll(() => memberKeysOf(test.connections.nats).inMemory(ana), { timeout: 10_000 }).toBeNull();
    await runner.stop();
    await restarted.connection.close();
  });

  it("leaves none of the erased member's data in the raw log, a replay or a rebuilt read model; the other's reads intact", async () => {
    const reader = await fresh();
    const raw = await rawLog(reader);
    const replayed = await replay(reader);
    const readModel = await rebuiltReadModel(reader);
    const held = await replay(test.connections.nats);
    for (const value of valuesOf(ana)) {
      for (const [where, text] of Object.entries({ raw, replayed, readModel, held }))
        expect(text, `${where}: ${value}`).not.toContain(value);
    }
    for (const value of valuesOf(ben)) {
      expect(raw).not.toContain(value);
      expect(replayed).toContain(value);
      expect(readModel).toContain(value);
    }
    // Her events keep their shape: ids in clear, her fields empty of their kind.
    const profile = (JSON.parse(replayed) as Array<{ type: string; data: Record<string, unknown> }>).find(
      (stored) => stored.type === "UserRegistered" && stored.data.userId === ana,
    );
    expect(profile?.data).toEqual({
      userId: ana,
      username: "",
      displayName: "",
      bio: "",
      martialArts: [],
      weightKg: 0,
      cell: null,
    });
    await reader.connection.close();
  });

  it("gives writers in two processes making a member's first key at once the one key the bucket took", async () => {
    const [one, two] = await Promise.all([fresh(), fresh()]);
    const member = newId();
    const keys = await Promise.all([
      memberKeysOf(one).keyToWrite(member),
      memberKeysOf(two).keyToWrite(member),
      memberKeysOf(one).keyToWrite(member),
    ]);
    expect(keys[0]).toBeInstanceOf(Buffer);
    expect(keys[1]!.equals(keys[0]!)).toBe(true);
    expect(keys[2]!.equals(keys[0]!)).toBe(true);
    // A third process that never saw it being made reads the same key.
    const three = await fresh();
    expect((await memberKeysOf(three).keyToWrite(member))!.equals(keys[0]!)).toBe(true);
    await Promise.all([one, two, three].map((connection) => connection.connection.close()));
  });

  it("writes an erased member's later fields as their shape alone, and a repeated erasure changes nothing", async () => {
    await memberKeysOf(test.connections.nats).erase(ana);
    const post = newId();
    await events.append(
      subject("post", post),
      [
        event("PostCreated", post, ana, {
          postId: post,
          authorId: ana,
          title: null,
          content: "written after erasure",
          category: "Judo",
          attachments: [],
        }),
      ],
      0,
    );
    expect(await rawLog(test.connections.nats)).not.toContain("written after erasure");
    const [stored] = await events.load(test.name, subject("post", post));
    expect(stored!.data).toMatchObject({ postId: post, title: null, content: "", attachments: [] });
  });
});
