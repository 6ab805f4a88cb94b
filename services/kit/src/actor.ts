import { createHmac, timingSafeEqual } from "node:crypto";

// The gateway tells a service who is calling in one signed header: `<userId>.<issuedAtMs>.<hmac>`,
// where userId is empty for a signed-out caller (sign-in, sign-up). Services trust nothing else.

/** A signature older than this is refused, so a captured header cannot be replayed for long. */
export const ACTOR_MAX_AGE_MS = 5 * 60 * 1000;

export type Actor = { userId: string | null };

const mac = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

export function signActor(userId: string | null, secret: string, now = Date.now()): string {
  const payload = `${userId ?? ""}.${now}`;
  return `${payload}.${mac(payload, secret)}`;
}

/** Returns the actor, or null when the header is missing, forged or stale. */
export function verifyActor(header: string | undefined, secret: string, now = Date.now()): Actor | null {
  if (!header) return null;
  const parts = header.split(".");
  if (parts.length !== 3) return null;
  const [userId = "", issuedAt = "", signature = ""] = parts;
  const expected = Buffer.from(mac(`${userId}.${issuedAt}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - Number(issuedAt);
  if (!Number.isFinite(age) || Math.abs(age) > ACTOR_MAX_AGE_MS) return null;
  return { userId: userId === "" ? null : userId };
}
