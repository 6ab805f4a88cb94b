import { createHmac, randomBytes } from "node:crypto";
import { z } from "zod";
import { DEV_ACTOR_SECRET } from "@kumite/kit/process";
import { hashFeedToken } from "@kumite/kit/upcasting";

// A feed's token is HMAC-SHA256(key, member and nonce): 256 bits no one can guess, that the log
// and the read models never hold (they keep its hash, and the nonce, which is nothing without the
// key), and that the dojo service can derive again to show the member their link. The key is
// derived from ACTOR_SECRET, the secret every service already keeps (its production checks apply);
// after that secret changes, a feed's link no longer derives to its hash: handlers/calendar-feeds.ts
// then gives the feed a new link beside the old, which keeps answering.

const Secret = z.object({ ACTOR_SECRET: z.string().min(32).default(DEV_ACTOR_SECRET) });

/** The key feed tokens are derived with, from the service's ACTOR_SECRET. */
export const feedKey = (env: NodeJS.ProcessEnv = process.env) =>
  createHmac("sha256", Secret.parse(env).ACTOR_SECRET).update("kumite calendar feed links").digest();

export type FeedLink = { token: string; tokenHash: string; nonce: string };

/** The token a feed's nonce gives. */
export const feedToken = (key: Buffer, memberId: string, nonce: string) =>
  createHmac("sha256", key).update(`${memberId}\n${nonce}`).digest("base64url");

/** A new link for the member's feed: its token (to show, never to keep), its hash and nonce (to keep). */
export function newFeedLink(key: Buffer, memberId: string): FeedLink {
  const nonce = randomBytes(16).toString("base64url");
  const token = feedToken(key, memberId, nonce);
  return { token, tokenHash: hashFeedToken(token), nonce };
}

/** The token of a feed as kept (its hash and nonce), or null when this key cannot give it back. */
export function derivedToken(
  key: Buffer,
  memberId: string,
  kept: { tokenHash: string; nonce: string | null },
): string | null {
  if (kept.nonce === null) return null;
  const token = feedToken(key, memberId, kept.nonce);
  return hashFeedToken(token) === kept.tokenHash ? token : null;
}
