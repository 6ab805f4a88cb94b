import { inject } from "vitest";
import { Redis } from "ioredis";
import { connectNats, type Nats } from "../nats.ts";
import "./provided-context.ts";

// Live connections for integration tests, to the servers the vitest globalSetup provides.

export type TestConnections = { nats: Nats; redis: Redis; close: () => Promise<void> };

export async function testConnections(name = "test"): Promise<TestConnections> {
  const nats = await connectNats(inject("natsUrl"), name);
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
