import { connect, type NatsConnection } from "@nats-io/transport-node";
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from "@nats-io/jetstream";

export type Nats = { connection: NatsConnection; js: JetStreamClient; jsm: JetStreamManager };

export async function connectNats(url: string, name: string): Promise<Nats> {
  const connection = await connect({ servers: url, name, maxReconnectAttempts: -1 });
  const jsm = await jetstreamManager(connection);
  return { connection, js: jetstream(connection), jsm };
}
