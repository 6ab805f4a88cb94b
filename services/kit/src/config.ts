import { z } from "zod";

/** What every service reads from its environment. */
export const ServiceConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().default("127.0.0.1"),
  NATS_URL: z.string().default("nats://127.0.0.1:4222"),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  MONGO_URL: z.string().optional(),
  ACTOR_SECRET: z.string().min(32, "ACTOR_SECRET must be at least 32 characters"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_PRETTY: z.stringbool().default(false),
});
export type ServiceConfig = z.infer<typeof ServiceConfig>;

/** Development-only secret so `npm start` works out of the box; production sets its own. */
export const DEV_ACTOR_SECRET = "kumite-development-secret-change-me-in-production";

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const parsed = ServiceConfig.safeParse({ ACTOR_SECRET: DEV_ACTOR_SECRET, ...env });
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
