import { inject } from "vitest";
import { Redis } from "ioredis";
import { EventStore, type NewEvent } from "../event-store.ts";
import { newId } from "../ids.ts";
import { connectNats, type Nats } from "../nats.ts";
import "./provided-context.ts";

// Live connections for integration tests, to the servers the vitest globalSetup provides, or the
// nats-server of the test file's own (infra/test/file-nats.ts).

const FILE_NATS = Symbol.for("kumite.test.fileNatsUrl");
type WithFileNats = { [FILE_NATS]?: string };

/** Every connection of this test file goes to `url`: a nats-server of the file's own. */
export function useFileNats(url: string): void {
  (globalThis as WithFileNats)[FILE_NATS] = url;
}

/** The NATS this test file works on: its own nats-server, else the one of the whole run. */
export function testNatsUrl(): string {
  return (globalThis as WithFileNats)[FILE_NATS] ?? inject("natsUrl");
}

export type TestConnections = { nats: Nats; redis: Redis; close: () => Promise<void> };

export async function testConnections(name = "test", natsUrl = testNatsUrl()): Promise<TestConnections> {
  const nats = await connectNats(natsUrl, name);
  const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: 2 });
  return {
    nats,
    redis,
    close: async () => {
      await Promise.allSettled([nats.connection.drain(), redis.quit()]);
    },
  };
}

/** A name no other test uses: for streams, subjects and durable consumers. */
export const uniqueName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

/** A stream of the test file's own, on the test NATS: its name, an event store on it, and cleanup. */
export type TestStream = Awaited<ReturnType<typeof testStream>>;

export async function testStream(prefix: string) {
  const connections = await testConnections();
  const name = uniqueName(prefix);
  const events = new EventStore(connections.nats);
  await events.ensureStream({ name, subjects: [`${name.toLowerCase()}.>`] });
  return {
    name,
    connections,
    events,
    subject: (aggregate: string, id: string) => `${name.toLowerCase()}.${aggregate}.${id}`,
    async remove() {
      await connections.nats.jsm.streams.delete(name);
      await connections.close();
    },
  };
}

/** An event as a command would append it, for tests that write to the log directly. */
export const testEvent = (type: string, aggregateId: string, data: unknown = {}): NewEvent => ({
  id: newId(),
  type,
  aggregateId,
  occurredAt: new Date().toISOString(),
  actorId: null,
  data,
});
