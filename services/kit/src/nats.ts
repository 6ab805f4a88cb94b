import { connect, type NatsConnection } from "@nats-io/transport-node";
import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
  type StreamInfo,
} from "@nats-io/jetstream";
import { Kvm, type KV, type KvOptions } from "@nats-io/kv";
import type { Logger } from "pino";
import { needsTurns, takingTurns, TURN_KEPT_MS, WriteTurns } from "./write-turns.ts";

export type Nats = {
  connection: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** How many copies every stream and KV bucket this process creates keeps (NATS_REPLICAS). */
  replicas: number;
  /** Where a start that waits on a slow JetStream says so. */
  logger?: Logger;
};

/**
 * How long a JetStream call may wait. While NATS is away a write must fail fast (503 with
 * Retry-After) rather than hang: the client reconnects by itself and the caller retries.
 */
export const JETSTREAM_TIMEOUT_MS = 1500;

/**
 * The servers of a NATS_URL: one URL, or several separated by commas (the nodes of a cluster).
 * The client needs them as a list: one string with commas is taken for a single server.
 */
export function natsServers(url: string): string[] {
  const servers = url
    .split(",")
    .map((server) => server.trim())
    .filter((server) => server !== "");
  if (servers.length === 0) throw new Error("NATS_URL names no server");
  return servers;
}

/** JetStream's "temporarily unavailable": no meta leader yet. */
const JETSTREAM_NOT_READY = 10008;
/** Where a cluster's writes take their turns (write-turns.ts). */
const TURNS_BUCKET = "write_turns";
/** The first wait before asking a silent JetStream again, doubled up to START_RETRY_MAX_MS. */
const START_RETRY_FIRST_MS = 250;
const START_RETRY_MAX_MS = 5000;

/**
 * JetStream did not answer in time, has no leader yet, or is not up yet on the node reached: a
 * cluster electing leaders, a server loading its store, or one busy replaying a large log to six
 * services at once. Asking again later is the answer; any other failure is the call's own.
 */
export function isJetStreamBusy(error: unknown): boolean {
  return (
    // By name: the client exports neither class from its public module.
    (error instanceof Error && (error.name === "TimeoutError" || error.name === "JetStreamNotEnabled")) ||
    (error instanceof JetStreamApiError && error.code === JETSTREAM_NOT_READY)
  );
}

/**
 * Runs a JetStream call made at start until it is answered, asking again with a growing wait
 * (with jitter, up to 5 s) while JetStream is busy: a slow JetStream delays a service's readiness
 * and never ends it. Any other failure is thrown at once.
 */
export async function untilJetStreamAnswers<T>(
  nats: Pick<Nats, "logger">,
  doing: string,
  call: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isJetStreamBusy(error)) throw error;
      const wait = Math.min(START_RETRY_FIRST_MS * 2 ** (attempt - 1), START_RETRY_MAX_MS) * (0.75 + Math.random() / 2);
      nats.logger?.warn({ err: error, attempt, retryInMs: Math.round(wait) }, `JetStream is slow to answer: ${doing}`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Connects to the first node of `url` that answers (a node that refuses is skipped at start, and
 * the client learns the cluster's other nodes from the one it reached), once JetStream answers.
 * `replicas` (default 1, a lone server) is what every stream and bucket created through this
 * connection gets.
 */
export async function connectNats(
  url: string,
  name: string,
  options: { replicas?: number; logger?: Logger } = {},
): Promise<Nats> {
  const { replicas = 1, logger } = options;
  // A NATS not up yet is waited for, as a slow one is: it delays the start, never ends it.
  const connection = await connect({
    servers: natsServers(url),
    name,
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
  });
  if (replicas > 1 && !connection.info?.cluster) {
    // A lone server refuses new streams with more copies but takes the count on old ones without
    // keeping them: say so at start rather than promise copies nobody keeps.
    await connection.close();
    throw new Error(`NATS_REPLICAS=${replicas} needs a NATS cluster, but ${connection.getServer()} runs alone`);
  }
  const jsm = await jetstreamManager(connection, { timeout: JETSTREAM_TIMEOUT_MS, checkAPI: false });
  try {
    await untilJetStreamAnswers({ logger }, "its account", () => jsm.getAccountInfo());
  } catch (error) {
    await connection.close();
    throw error;
  }
  const js = jetstream(connection, { timeout: JETSTREAM_TIMEOUT_MS });
  const nats = { connection, js, jsm, replicas, logger };
  // A cluster of servers before 2.9.21 may store two writes that expected the same sequence: see
  // write-turns.ts. The server reached at start speaks for the cluster (its nodes run one release).
  if (replicas === 1 || !needsTurns(connection.info?.version ?? "0.0.0")) return nats;
  const turns = new WriteTurns(await openBucket(nats, TURNS_BUCKET, { ttl: TURN_KEPT_MS, history: 1 }));
  return { ...nats, js: takingTurns(js, turns) };
}

/**
 * Raises an existing stream to the connection's replica count when it keeps fewer copies (it was
 * made before the cluster grew, or by a process with a lower NATS_REPLICAS). Never lowers it: one
 * process configured for fewer must not strip the others' copies.
 */
export async function keepReplicated(nats: Nats, info: StreamInfo): Promise<void> {
  if ((info.config.num_replicas ?? 1) >= nats.replicas) return;
  await nats.jsm.streams.update(info.config.name, { num_replicas: nats.replicas });
}

/** Opens a KV bucket (creating it if needed) with the connection's replica count, raised on an older one. */
export async function openBucket(nats: Nats, bucket: string, options: Partial<KvOptions>): Promise<KV> {
  return untilJetStreamAnswers(nats, `the bucket ${bucket}`, async () => {
    // Through `nats.js`, so that a bucket's compare-and-set takes its turn on a cluster too.
    const kv = await new Kvm(nats.js).create(bucket, { ...options, replicas: nats.replicas });
    await keepReplicated(nats, await nats.jsm.streams.info(`KV_${bucket}`));
    return kv;
  });
}

/** NATS KV refused a write because another revision is there: the key exists, or moved on. */
export function isRevisionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return (
    code === JetStreamApiCodes.StreamWrongLastSequence ||
    (error instanceof Error && /wrong last sequence|key exists/i.test(error.message))
  );
}
