import { z } from "zod";

/** What every service reads from its environment. */
export const ServiceConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().default("127.0.0.1"),
  /** One NATS server, or the nodes of a cluster separated by commas: the first that answers is used. */
  NATS_URL: z.string().default("nats://127.0.0.1:4222"),
  /**
   * How many nodes keep a copy of every stream and KV bucket the service creates (1–5): 1 for a lone
   * server, 3 on a three-node cluster, so that losing a node loses nothing. Existing ones with fewer
   * are raised to it at start.
   */
  NATS_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  MONGO_URL: z.string().optional(),
  /**
   * The folder under which each service keeps its memory read store's snapshot, in a folder of its
   * own (`<DATA_DIR>/<service>`), so that services sharing one DATA_DIR never read each other's.
   */
  DATA_DIR: z.string().default(".data/read-models"),
  ACTOR_SECRET: z.string().min(32, "ACTOR_SECRET must be at least 32 characters"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_PRETTY: z.stringbool().default(false),
});
export type ServiceConfig = z.infer<typeof ServiceConfig>;

/** Development-only secret so `npm start` works out of the box; production sets its own. */
export const DEV_ACTOR_SECRET = "kumite-development-secret-change-me-in-production";

/**
 * Secrets that are public because they are written in this repository (the built-in one, and the
 * default docker-compose.yml used to publish): anyone could sign an actor header with them.
 */
const PUBLISHED_SECRETS = new Set([DEV_ACTOR_SECRET, "dev-only-change-me-kumite-actor-secret-0123456789"]);

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === "production";

/**
 * Why this ACTOR_SECRET must not be used, or null when it may. Outside production the built-in
 * development secret is the default; with NODE_ENV=production a process refuses to start on it
 * (or without a secret of its own), since whoever knows it can call every service in any member's name.
 */
export function actorSecretProblem(secret: string | undefined, env: NodeJS.ProcessEnv): string | null {
  if (!isProduction(env)) return null;
  if (secret === undefined || secret === "") {
    return "ACTOR_SECRET is not set: with NODE_ENV=production it must be a secret of your own (32+ characters, e.g. `openssl rand -hex 32`), the same for the gateway and every service";
  }
  if (PUBLISHED_SECRETS.has(secret)) {
    return "ACTOR_SECRET is a development secret published in this repository: with NODE_ENV=production set a secret of your own (32+ characters, e.g. `openssl rand -hex 32`), the same for the gateway and every service";
  }
  return null;
}

/** The service's configuration from its environment; throws a readable error when it is not usable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const problem = actorSecretProblem(env.ACTOR_SECRET, env);
  if (problem) throw new Error(`Invalid configuration:\n✖ ${problem}\n  → at ACTOR_SECRET`);
  const parsed = ServiceConfig.safeParse({ ACTOR_SECRET: DEV_ACTOR_SECRET, ...env });
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
