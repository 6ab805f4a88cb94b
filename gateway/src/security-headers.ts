import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

// The security headers of every reply the gateway sends: the web app's page and files, the SPA's
// routes, /api/* and the API docs. A header an upstream service sets itself wins over these (Fastify
// writes the reply's own headers over the ones set on the raw response), which is how an attachment
// from /api/objects/:id keeps social's stricter `default-src 'none'; sandbox`.
//
// The Content-Security-Policy allows no inline script and no eval: the Vite build is one module
// script and its chunks, all from 'self'. Styles need 'unsafe-inline': Ant Design's CSS-in-JS
// writes <style> elements at run time (and index.html has two style attributes); a style cannot
// run script, so this is the usual trade-off for antd without a per-request nonce.

export type SecurityHeaderOptions = {
  /** Served over HTTPS (COOKIE_SECURE): send HSTS and upgrade stray http: subresources. */
  https: boolean;
  /** Origins the page may connect to besides its own: where attachments are PUT (S3_PUBLIC_ENDPOINT). */
  connectTo?: string[];
  /**
   * The gyms map's tile server, as Leaflet's URL template (MAP_TILE_URL,
   * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`): pictures may come from its origin, no other.
   */
  mapTiles?: string;
};

/**
 * The CSP source of a tile URL template: its origin; a `{s}` subdomain (`https://{s}.tile.example`)
 * stands for any one label there (`https://*.tile.example`). Throws on a template that names no
 * http(s) origin, so a mistyped setting stops the gateway at start rather than blanking the map.
 */
export function tileSource(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, "subdomain"));
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`MAP_TILE_URL is not http(s): ${template}`);
  const origin = url.origin;
  return /^https?:\/\/\{s\}\./.test(template) ? origin.replace("//subdomain.", "//*.") : origin;
}

/**
 * Powerful features the app does not use are off; geolocation (sign-up, gyms) is for the app itself.
 * Only features Chromium knows: an unknown one is logged as an error on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export function contentSecurityPolicyDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  const origins = (options.connectTo ?? []).map((url) => new URL(url).origin);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for antd's inline SVG backgrounds, blob: for an upload's preview before it is sent.
    "img-src": ["'self'", "data:", "blob:", ...(options.mapTiles ? [tileSource(options.mapTiles)] : [])],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...origins],
    // The service worker (sw.js, with Workbox's runtime) and the web app manifest: the app's own only.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

export function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Over plain HTTP (a laptop, the tests) HSTS would pin browsers to an HTTPS that is not there.
    strictTransportSecurity: options.https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    // The rest are helmet's defaults: X-Content-Type-Options: nosniff, Cross-Origin-Opener-Policy and
    // Cross-Origin-Resource-Policy same-origin, Origin-Agent-Cluster, X-DNS-Prefetch-Control off,
    // X-Permitted-Cross-Domain-Policies none, X-XSS-Protection 0, no X-Powered-By.
  };
}

/**
 * The headers helmet sets for these options, worked out once: they are the same for every reply,
 * and letting helmet rebuild them per request cost 30–45 µs of every call through the gateway.
 */
export function securityHeaders(options: SecurityHeaderOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(helmetOptions(options))({} as IncomingMessage, response, () => undefined);
  headers.set("permissions-policy", PERMISSIONS_POLICY);
  return [...headers];
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const headers = securityHeaders(options);
  // On the raw response: a header the reply sets itself (an upstream's CSP) is written over these.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
