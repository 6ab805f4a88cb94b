import { z } from "zod";
import {
  GATEWAY_PORT,
  SERVICE_CATALOG,
  SERVICE_NAMES,
  serviceUrlVariable,
  type ServiceName,
} from "@kumite/contracts/services";
import { OPENSTREETMAP_ATTRIBUTION, OPENSTREETMAP_TILES } from "@kumite/contracts/map-tiles";
import { actorSecretProblem, DEV_ACTOR_SECRET } from "@kumite/kit/process";

/**
 * `<SERVICE>_URL` for every service of the catalog, defaulting to its port on this machine: one URL,
 * or several comma-separated for instances the gateway spreads calls over itself (upstream-pool.ts).
 * In Kubernetes it stays one URL, the Service's, which spreads them.
 */
const upstreamUrls = Object.fromEntries(
  SERVICE_NAMES.map((service) => [
    serviceUrlVariable(service),
    z
      .string()
      .default(`http://127.0.0.1:${SERVICE_CATALOG[service].port}`)
      .transform((value) => value.split(",").map((url) => url.trim().replace(/\/+$/, "")))
      .pipe(z.array(z.url()).min(1)),
  ]),
);

export const GatewayConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(GATEWAY_PORT),
  HOST: z.string().default("127.0.0.1"),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  /** NATS core, for the live stream (`live.user.<id>`, GET /api/stream). */
  NATS_URL: z.string().default("nats://127.0.0.1:4222"),
  ACTOR_SECRET: z.string().min(32, "ACTOR_SECRET must be at least 32 characters").default(DEV_ACTOR_SECRET),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default("info"),
  LOG_PRETTY: z.stringbool().default(false),
  /**
   * Whose X-Forwarded-For to believe: `false` (nobody's: the peer is the client), the addresses or
   * CIDRs of the proxies we run, comma-separated (or proxy-addr's names: `loopback`, `uniquelocal`
   * for private addresses such as an ingress's pods): the client is the right-most address that is
   * not one of them; or `true` (every hop: the left-most entry, which a client can write itself, so
   * avoid it). The per-IP limits and sign-in throttling key on the result.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value): boolean | string => {
      const trimmed = value.trim();
      if (/^(true|yes|on|1)$/i.test(trimmed)) return true;
      if (/^(false|no|off|0|)$/i.test(trimmed)) return false;
      return trimmed;
    }),
  /** Sign-up attempts, and failed sign-in attempts, per IP per minute (sign-in-throttle.ts). */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Calls of each open call (a calendar feed, an appeal) per IP per minute (open-call-limit.ts). */
  OPEN_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Served over HTTPS (as identity's session cookie): the gateway then also sends HSTS. */
  COOKIE_SECURE: z.stringbool().default(false),
  /**
   * Where browsers PUT attachments when social stores them on S3 (social's S3_PUBLIC_ENDPOINT):
   * the Content-Security-Policy lets the page connect there. Unset with local-disk uploads.
   */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /**
   * The gyms maps' tile server, as Leaflet's URL template: the Content-Security-Policy lets the
   * page load pictures from its origin and no other, and the web draws its maps from it (it asks
   * GET /api/map-tiles). OpenStreetMap's by default.
   */
  MAP_TILE_URL: z.url().default(OPENSTREETMAP_TILES),
  /** The credit the tile server asks for, as HTML, shown in the maps' corner. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).default(OPENSTREETMAP_ATTRIBUTION),
  ...upstreamUrls,
});
export type GatewayConfig = z.infer<typeof GatewayConfig>;

/** The gateway's configuration from its environment; throws a readable error when it is not usable. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problem = actorSecretProblem(env.ACTOR_SECRET, env);
  if (problem) throw new Error(`Invalid configuration:\n✖ ${problem}\n  → at ACTOR_SECRET`);
  const parsed = GatewayConfig.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Each service's instances, by URL. */
export function upstreamsOf(config: GatewayConfig): Record<ServiceName, string[]> {
  const urls = config as unknown as Record<string, string[]>;
  return Object.fromEntries(SERVICE_NAMES.map((service) => [service, urls[serviceUrlVariable(service)]!])) as Record<
    ServiceName,
    string[]
  >;
}
