import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { LOCATION_CHANGES } from "@kumite/contracts/identity/limits";

// How many times each member moved their own point lately (LOCATION_CHANGES), in Redis so that every
// identity instance shares the count: one sorted set per member of the moves' times, by the
// service's clock. The script drops moves older than the window, and records a new one only while
// there is room, in one step, so a burst of parallel edits cannot slip past. A move whose edit then
// fails is given back.

const PREFIX = "kumite-location-moves:";

const TAKE_SCRIPT = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

/** A move counted for a member, to give back if their edit fails; or how long until one is allowed. */
export type Taken = { move: string } | { waitMs: number };

export class LocationChanges {
  constructor(
    private readonly redis: Redis,
    private readonly limit: { perWindow: number; windowMs: number } = LOCATION_CHANGES,
  ) {}

  async take(memberId: string, now: Date): Promise<Taken> {
    const move = randomUUID();
    const waitMs = Number(
      await this.redis.eval(
        TAKE_SCRIPT,
        1,
        PREFIX + memberId,
        now.getTime(),
        this.limit.windowMs,
        this.limit.perWindow,
        move,
      ),
    );
    return waitMs > 0 ? { waitMs } : { move };
  }

  async giveBack(memberId: string, move: string): Promise<void> {
    await this.redis.zrem(PREFIX + memberId, move);
  }
}
