import { isIPv4, isIPv6 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { CannotCount, counting } from "./counting.ts";
import { refuseTooMany, refuseUncounted } from "./throttle-replies.ts";

// At most `max` calls a window from one client address, counted in Redis so that every gateway
// instance shares the count: sign-ups, failed sign-ins across accounts, and the open calls
// (a calendar feed, an appeal). The window starts with the address's first call; a call past the
// limit is refused until it ends, and is not counted. IPv6 addresses count by their /64.

// One key: on a Redis Cluster every script touches a single slot.
const TAKE_SCRIPT = `
local limit, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= limit then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl > 0 then return ttl end
  redis.call('PEXPIRE', KEYS[1], window)
  return window
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], window) end
return 0`;
const GIVE_BACK_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export type AddressLimitOptions = {
  redis: Redis;
  /** Names the counters: `<prefix><address>`. */
  prefix: string;
  max: number;
  windowMs: number;
};

/** A call counted against its address, or the wait before the address may call again. */
export type Taken = { counted: true; key: string } | { counted: false; retryAfterMs: number };

export class AddressLimit {
  constructor(private readonly options: AddressLimitOptions) {}

  /** Counts a call from `ip`, unless its address is at the limit. Throws CannotCount. */
  async take(ip: string): Promise<Taken> {
    const { redis, prefix, max, windowMs } = this.options;
    const key = `${prefix}${addressOf(ip)}`;
    const wait = Number(await counting(redis.eval(TAKE_SCRIPT, 1, key, max, windowMs)));
    return wait > 0 ? { counted: false, retryAfterMs: wait } : { counted: true, key };
  }

  /** Takes back a call that turned out not to count (a success, where only failures do). */
  async giveBack(key: string): Promise<void> {
    await counting(this.options.redis.eval(GIVE_BACK_SCRIPT, 1, key));
  }

  /** A preHandler that counts every call of a route, refusing those past the limit. */
  preHandler() {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await this.verdict(request.ip);
      if (verdict === "uncounted") {
        request.log.warn({ counter: this.options.prefix }, "a call could not be counted: refused");
        return refuseUncounted(reply);
      }
      if (!verdict.counted) return refuseTooMany(reply, verdict.retryAfterMs);
    };
  }

  private async verdict(ip: string): Promise<Taken | "uncounted"> {
    try {
      return await this.take(ip);
    } catch (error) {
      if (error instanceof CannotCount) return "uncounted";
      throw error;
    }
  }
}

/** The address a call counts under: an IPv4 address, or an IPv6 address's /64. */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = ip.includes("::") && tail !== "" ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
