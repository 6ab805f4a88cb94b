import type { Redis } from "ioredis";
import { SESSIONS_ENDED_CHANNEL, type SessionStore } from "@kumite/kit/sessions";

// Every API call needs its session resolved; asking Redis each time doubles the gateway's cost.
// Resolved sessions are kept here for a few seconds. An ended session is announced on a Redis
// channel and dropped from every gateway at once; the short lifetime bounds the damage should
// that announcement ever be missed.

export type SessionResolver = {
  resolve(sessionId: string | undefined): Promise<string | null>;
  forget(sessionId: string | undefined): void;
};

const LIFETIME_MS = 10_000;
const MAX_ENTRIES = 100_000;

/** The value of cookie `name` in a Cookie header (the first, unquoted), or undefined. */
export function sessionIdOf(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let at = 0;
  while (at < header.length) {
    const end = header.indexOf(";", at);
    const pairEnd = end < 0 ? header.length : end;
    while (header.charCodeAt(at) === 0x20 || header.charCodeAt(at) === 0x09) at++;
    const equals = header.indexOf("=", at);
    if (equals > 0 && equals < pairEnd && header.slice(at, equals).trimEnd() === name) {
      const value = header.slice(equals + 1, pairEnd).trim();
      return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    }
    at = pairEnd + 1;
  }
  return undefined;
}

export async function cachedSessions(sessions: SessionStore, subscriber: Redis): Promise<SessionResolver> {
  const entries = new Map<string, { userId: string; until: number }>();
  await subscriber.subscribe(SESSIONS_ENDED_CHANNEL);
  subscriber.on("message", (_channel: string, sessionId: string) => entries.delete(sessionId));

  return {
    async resolve(sessionId) {
      if (!sessionId) return null;
      const cached = entries.get(sessionId);
      if (cached && cached.until > Date.now()) return cached.userId;
      const userId = await sessions.resolve(sessionId);
      if (userId) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(sessionId, { userId, until: Date.now() + LIFETIME_MS });
      } else entries.delete(sessionId);
      return userId;
    },
    forget(sessionId) {
      if (sessionId) entries.delete(sessionId);
    },
  };
}
