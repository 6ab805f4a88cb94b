import { connect, type NatsConnection } from "@nats-io/transport-node";
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from "@nats-io/jetstream";

export type Nats = { connection: NatsConnection; js: JetStreamClient; jsm: JetStreamManager };

/**
 * How long a JetStream call may wait. While NATS is away a write must fail fast (503 with
 * Retry-After) rather than hang: the client reconnects by itself and the caller retries.
 */
export const JETSTREAM_TIMEOUT_MS = 1500;

export async function connectNats(url: string, name: string): Promise<Nats> {
  const connection = await connect({ servers: url, name, maxReconnectAttempts: -1 });
  const jsm = await jetstreamManager(connection, { timeout: JETSTREAM_TIMEOUT_MS });
  return { connection, js: jetstream(connection, { timeout: JETSTREAM_TIMEOUT_MS }), jsm };
}

/** NATS KV refused a write because another revision is there: the key exists, or moved on. */
export function isRevisionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 10071 || (error instanceof Error && /wrong last sequence|key exists/i.test(error.message));
}
