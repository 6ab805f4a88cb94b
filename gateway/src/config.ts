import { z } from "zod";
import { GATEWAY_PORT, SERVICE_CATALOG, SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { DEV_ACTOR_SECRET } from "@kumite/kit/config";

const upstreamUrlOf = (service: ServiceName) => `${service.toUpperCase()}_URL`;

/** `<SERVICE>_URL` for every service of the catalog, defaulting to its port on this machine. */
const upstreamUrls = Object.fromEntries(
  SERVICE_NAMES.map((service) => [upstreamUrlOf(service), z.url().default(`http://127.0.0.1:${SERVICE_CATALOG[service].port}`)]),
);

export const GatewayConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(GATEWAY_PORT),
  HOST: z.string().default("127.0.0.1"),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  ACTOR_SECRET: z.string().min(32).default(DEV_ACTOR_SECRET),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default("info"),
  LOG_PRETTY: z.stringbool().default(false),
  /** Trust X-Forwarded-For only behind a proxy we run; otherwise a client could dodge rate limits. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Sign-in and sign-up attempts per IP per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  ...upstreamUrls,
});
export type GatewayConfig = z.infer<typeof GatewayConfig>;

export function upstreamsOf(config: GatewayConfig): Record<ServiceName, string> {
  const urls = config as unknown as Record<string, string>;
  return Object.fromEntries(SERVICE_NAMES.map((service) => [service, urls[upstreamUrlOf(service)]!])) as Record<ServiceName, string>;
}
