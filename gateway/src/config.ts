import { z } from "zod";
import { DEV_ACTOR_SECRET } from "@kumite/kit/config";
import type { ServiceName } from "./service-routes.ts";

const url = z.url();

export const GatewayConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("127.0.0.1"),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  ACTOR_SECRET: z.string().min(32).default(DEV_ACTOR_SECRET),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default("info"),
  LOG_PRETTY: z.stringbool().default(false),
  /** Sign-in and sign-up attempts per IP per minute. */
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  IDENTITY_URL: url.default("http://127.0.0.1:4001"),
  SOCIAL_URL: url.default("http://127.0.0.1:4002"),
  MESSAGING_URL: url.default("http://127.0.0.1:4003"),
  DOJO_URL: url.default("http://127.0.0.1:4004"),
  GYM_URL: url.default("http://127.0.0.1:4005"),
  MODERATION_URL: url.default("http://127.0.0.1:4006"),
});
export type GatewayConfig = z.infer<typeof GatewayConfig>;

export function upstreamsOf(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    social: config.SOCIAL_URL,
    messaging: config.MESSAGING_URL,
    dojo: config.DOJO_URL,
    gym: config.GYM_URL,
    moderation: config.MODERATION_URL,
  };
}
