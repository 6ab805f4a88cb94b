import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

// Sessions live in Redis: identity creates and ends them, the gateway resolves them on every call.
// `session:<id>` holds the user id with a sliding expiry; `user-sessions:<userId>` lists a user's
// sessions so that deleting an account ends all of them.

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Redis channel on which every ended session id is announced, so gateway caches drop it at once. */
export const SESSIONS_ENDED_CHANNEL = "kumite:sessions:ended";

const sessionKey = (sessionId: string) => `session:${sessionId}`;
const userSessionsKey = (userId: string) => `user-sessions:${userId}`;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds = SESSION_TTL_SECONDS,
  ) {}

  async create(userId: string): Promise<string> {
    const sessionId = randomBytes(32).toString("base64url");
    await this.redis
      .multi()
      .set(sessionKey(sessionId), userId, "EX", this.ttlSeconds)
      .sadd(userSessionsKey(userId), sessionId)
      .expire(userSessionsKey(userId), this.ttlSeconds)
      .exec();
    return sessionId;
  }

  /** The session's user id, refreshing its expiry; null for an unknown, malformed or expired id. */
  async resolve(sessionId: string | undefined): Promise<string | null> {
    if (!sessionId || !SESSION_ID.test(sessionId)) return null;
    return this.redis.getex(sessionKey(sessionId), "EX", this.ttlSeconds);
  }

  async end(sessionId: string | undefined): Promise<void> {
    if (!sessionId || !SESSION_ID.test(sessionId)) return;
    const userId = await this.redis.get(sessionKey(sessionId));
    const pipeline = this.redis.multi().del(sessionKey(sessionId));
    if (userId) pipeline.srem(userSessionsKey(userId), sessionId);
    pipeline.publish(SESSIONS_ENDED_CHANNEL, sessionId);
    await pipeline.exec();
  }

  /** How many of the member's sessions are still open (the list may name some that expired since). */
  async openCountFor(userId: string): Promise<number> {
    const sessionIds = await this.redis.smembers(userSessionsKey(userId));
    return sessionIds.length === 0 ? 0 : this.redis.exists(...sessionIds.map(sessionKey));
  }

  async endAllFor(userId: string): Promise<void> {
    const sessionIds = await this.redis.smembers(userSessionsKey(userId));
    const pipeline = this.redis.multi().del(...sessionIds.map(sessionKey), userSessionsKey(userId));
    for (const sessionId of sessionIds) pipeline.publish(SESSIONS_ENDED_CHANNEL, sessionId);
    await pipeline.exec();
  }
}
