import { createHmac, timingSafeEqual } from "node:crypto";

// The gateway tells a service who is calling in one signed header: `<userId>.<issuedAtMs>.<hmac>`,
// where userId is empty for a signed-out caller (sign-in, sign-up). Services trust nothing else.
//
// The HMAC covers the user, the time and the call the header was issued for: its method and its
// path *with* the query string. A captured header is good for that one call only (a GET of
// /api/users?search=a does not open /api/users?search=b, nor a DELETE of anything), and only for
// ACTOR_MAX_AGE_MS either side of its time. The path is taken as the service receives it: the
// gateway's proxy (reply-from) forwards `new URL(upstream + url)`'s pathname and search, so both
// sides put the URL through the same WHATWG parsing (canonicalCall) before signing or checking.

/** A signature older (or, for clock skew, younger) than this is refused. */
export const ACTOR_MAX_AGE_MS = 30 * 1000;

export type Actor = { userId: string | null };

/** The call an actor header is for: the request's method and URL (path and query). */
export type ActorCall = { method: string; url: string };

const mac = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** `METHOD /path?query`, the path and query normalised as a URL parser (and so the proxy) sees them. */
export function canonicalCall({ method, url }: ActorCall): string {
  let target = url;
  try {
    const parsed = new URL(`http://actor.invalid${url.startsWith("/") ? "" : "/"}${url}`);
    target = parsed.pathname + parsed.search;
  } catch {
    // Not a URL a proxy would forward; signed as is, it matches nothing a service receives.
  }
  return `${method.toUpperCase()} ${target}`;
}

const payloadOf = (userId: string, issuedAt: string, call: ActorCall) => `${userId}.${issuedAt}.${canonicalCall(call)}`;

export function signActor(userId: string | null, secret: string, call: ActorCall, now = Date.now()): string {
  const issuedAt = String(now);
  return `${userId ?? ""}.${issuedAt}.${mac(payloadOf(userId ?? "", issuedAt, call), secret)}`;
}

/** Returns the actor, or null when the header is missing, forged, stale, or issued for another call. */
export function verifyActor(
  header: string | undefined,
  secret: string,
  call: ActorCall,
  now = Date.now(),
): Actor | null {
  if (!header) return null;
  const parts = header.split(".");
  if (parts.length !== 3) return null;
  const [userId = "", issuedAt = "", signature = ""] = parts;
  if (!/^\d{1,15}$/.test(issuedAt)) return null;
  const age = now - Number(issuedAt);
  if (Math.abs(age) > ACTOR_MAX_AGE_MS) return null;
  const expected = Buffer.from(mac(payloadOf(userId, issuedAt, call), secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: userId === "" ? null : userId };
}
