import type { FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { AddressLimit } from "./address-limit.ts";
import { forwardedTarget } from "./proxy.ts";
import { openCallOf } from "./service-routes.ts";

// The calls a signed-out visitor may make (the catalog's open calls: a calendar feed by its token,
// a suspended member's appeal by its ticket) take a secret in place of a session, so nothing but
// the caller's address slows someone guessing at them or hammering them. Each is limited per
// address, its own count per call, whether or not the caller also sends a session (which would
// otherwise be a way around the limit). Every open call the catalog gains is limited with them,
// but the two a browser makes on every page, reading and ending its own session: they take no
// secret, and sign-in and sign-up have throttles of their own (sign-in-throttle.ts, app.ts).

const WINDOW_MS = 60 * 1000;
const PREFIX = "kumite-open:";
const NOT_LIMITED = new Set(["GET /api/auth/session", "POST /api/auth/logout"]);

/** A preHandler for the forwarded calls: at most `perMinute` calls of each open call per address. */
export function openCallLimit(redis: Redis, perMinute: number) {
  const limits = new Map<string, ReturnType<AddressLimit["preHandler"]>>();
  const limitOf = (call: string) => {
    let limit = limits.get(call);
    if (!limit) {
      limit = new AddressLimit({
        redis,
        prefix: `${PREFIX}${call}:`,
        max: perMinute,
        windowMs: WINDOW_MS,
      }).preHandler();
      limits.set(call, limit);
    }
    return limit;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A URL that cannot be forwarded is refused by the proxy; only the path decides the call.
    const target = forwardedTarget(request.url);
    // A HEAD is answered by the GET route it shadows, and a service reads the path decoded.
    const method = request.method === "HEAD" ? "GET" : request.method;
    const call = target === null ? null : openCallOf(method, decodedPath(target.split("?")[0] ?? ""));
    if (call === null || NOT_LIMITED.has(call)) return;
    return limitOf(call)(request, reply);
  };
}

/** The path as a service's router reads it: each segment percent-decoded (forwardedTarget checked the encoding). */
function decodedPath(path: string): string[] {
  return path.split("/").map((segment) => decodeURIComponent(segment));
}
