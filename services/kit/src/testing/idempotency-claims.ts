import type { Redis } from "ioredis";

/**
 * What IN_FLIGHT_S does after a crash, at once: the claims of requests that were cut off before
 * their reply was kept are dropped, so a client's retry with the same key runs again.
 */
export async function expireInFlightClaims(redis: Redis, service: string, memberIds: Iterable<string>): Promise<void> {
  for (const memberId of memberIds) {
    for (const key of await redis.keys(`kumite:idempotency:${service}:${memberId}:*`)) {
      if (JSON.parse((await redis.get(key)) ?? "{}").state === "in-flight") await redis.del(key);
    }
  }
}
