import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { Redis } from "ioredis";
import { AddressLimit, addressOf } from "./address-limit.ts";
import { CannotCount, counting } from "./counting.ts";
import { refuseTooMany, refuseUncounted } from "./throttle-replies.ts";

// Sign-in throttling, in the gateway: it is the one place that sees the caller's address, the email
// in the body and whether identity accepted the password (200) or not (401), and its counters live
// in Redis, so every gateway instance shares them. Identity stays a plain credential check.
//
// Three records, each a counter in Redis that expires on its own:
//
// - per account (the normalised email, hashed): failures from any address. After FREE_FAILURES
//   failures, each further attempt must wait 2^n seconds from the last one (n = failures beyond
//   the free ones: 2 s, 4 s, 8 s … capped at 15 minutes), answered 429 with Retry-After. This is
//   what slows guessing spread over many addresses.
// - per (address, account): the same back-off, for one address against one account. A success
//   elsewhere resets the account but not this, so the owner signing in does not free an attacker.
// - per address: failed sign-ins across all accounts, at most AUTH_RATE_LIMIT a minute (password
//   spraying from one address). Successes do not count.
//
// The trade-off: the account's back-off is shared by everyone, so an attacker guessing from many
// addresses also makes the owner wait, up to 15 minutes an attempt, while the attack goes on (a
// wait, never a permanent lock). To keep the owner in, an address that signed in to an account
// successfully in the last 30 days is *known* for it: from there only the pair's own record
// applies, not the account's back-off nor the address's limit. So the owner at home or at work is
// not locked out by guessing from elsewhere, nor by failures on other accounts from their shared
// address; from a new address they wait out the account's back-off like anyone else. Guessing from
// the owner's own address (a shared NAT) shares the pair's record with them: that cannot be told
// apart without a per-device cookie.
//
// Each attempt is counted *before* it is forwarded (atomically, one key at a time), so a burst of
// parallel guesses cannot slip past the check; identity's reply then settles it: 401 keeps the
// count, a success clears the account and the pair (and does not count for the address), anything
// else (400 for a malformed body, 503 when identity is down) gives the attempt back. IPv6 addresses
// count by their /64, which one subscriber usually holds whole. When Redis cannot count an attempt
// in time the attempt is refused, 503 with Retry-After (counting.ts): never let through uncounted.

export const FREE_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_WAIT_MS = 15 * 60 * 1000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
const ADDRESS_WINDOW_MS = 60 * 1000;
const PREFIX = "kumite-sign-in:";

/** How long to wait after the failure that brought the count to `failures`. */
export function backOffMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES + 1), MAX_WAIT_MS);
}

// One key each: on a Redis Cluster every script touches a single slot.
const BACK_OFF_SCRIPT = `
local now, free, window, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local function delay(n) if n < free then return 0 end return math.min(1000 * 2 ^ (n - free + 1), cap) end
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local wait = last + delay(failures) - now
if wait > 0 then return math.ceil(wait) end
failures = failures + 1
redis.call('HSET', KEYS[1], 'f', failures, 'last', now)
redis.call('PEXPIRE', KEYS[1], window + delay(failures))
return 0`;
const BACK_OFF_RETURN_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('HINCRBY', KEYS[1], 'f', -1) <= 0 then redis.call('DEL', KEYS[1]) end
return 0`;

export type SignInThrottleOptions = {
  redis: Redis;
  /** Failed sign-ins per address per minute, across accounts (AUTH_RATE_LIMIT). */
  failuresPerAddress: number;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now?: () => number;
};

/** One attempt's keys, and the counters it took, to settle once identity has answered. */
type Attempt = {
  /** Present when the body named an email. */
  keys?: { account: string; pair: string; known: string };
  took: { account?: boolean; pair?: boolean; address?: string };
};

export type Verdict = { allowed: true; attempt: Attempt } | { allowed: false; retryAfterMs: number };

export class SignInThrottle {
  private readonly redis: Redis;
  private readonly addresses: AddressLimit;
  private readonly now: () => number;

  constructor(options: SignInThrottleOptions) {
    this.redis = options.redis;
    this.addresses = new AddressLimit({
      redis: options.redis,
      prefix: `${PREFIX}ip:`,
      max: options.failuresPerAddress,
      windowMs: ADDRESS_WINDOW_MS,
    });
    this.now = options.now ?? Date.now;
  }

  /**
   * Counts an attempt by `email` (null when the body names none) from `ip`, unless it must wait.
   * Throws CannotCount when Redis cannot count it in time: the attempt must then be refused.
   */
  async attempt(ip: string, email: string | null): Promise<Verdict> {
    const keys = email === null ? null : keysOf(addressOf(ip), email);
    const known = keys ? (await counting(this.redis.exists(keys.known))) === 1 : false;
    const attempt: Attempt = { ...(keys ? { keys } : {}), took: {} };
    const refuse = async (retryAfterMs: number): Promise<Verdict> => {
      // Refused either way: counters that cannot be given back now expire on their own.
      await this.giveBack(attempt).catch(() => undefined);
      return { allowed: false, retryAfterMs };
    };
    if (!known) {
      const taken = await this.addresses.take(ip);
      if (!taken.counted) return refuse(taken.retryAfterMs);
      attempt.took.address = taken.key;
    }
    if (keys) {
      const pairWait = await this.backOff(keys.pair);
      if (pairWait > 0) return refuse(pairWait);
      attempt.took.pair = true;
      if (!known) {
        const accountWait = await this.backOff(keys.account);
        if (accountWait > 0) return refuse(accountWait);
        attempt.took.account = true;
      }
    }
    return { allowed: true, attempt };
  }

  /** Identity's answer to an attempt: 401 is a failure, 2xx a success, anything else no guess. */
  async settle(attempt: Attempt, status: number): Promise<void> {
    if (status === 401) return;
    if (status >= 200 && status < 300) {
      // The account and the pair start over, whatever they were; this address is now known for it.
      if (attempt.keys) {
        await counting(this.redis.del(attempt.keys.account));
        await counting(this.redis.del(attempt.keys.pair));
        await counting(this.redis.set(attempt.keys.known, "1", "PX", KNOWN_ADDRESS_MS));
      }
      if (attempt.took.address) await this.addresses.giveBack(attempt.took.address);
      return;
    }
    await this.giveBack(attempt);
  }

  private async giveBack({ keys, took }: Attempt): Promise<void> {
    if (keys && took.account) await counting(this.redis.eval(BACK_OFF_RETURN_SCRIPT, 1, keys.account));
    if (keys && took.pair) await counting(this.redis.eval(BACK_OFF_RETURN_SCRIPT, 1, keys.pair));
    if (took.address) await this.addresses.giveBack(took.address);
  }

  private async backOff(key: string): Promise<number> {
    return Number(
      await counting(
        this.redis.eval(BACK_OFF_SCRIPT, 1, key, this.now(), FREE_FAILURES, FAILURE_WINDOW_MS, MAX_WAIT_MS),
      ),
    );
  }

  /** Route options for POST /api/auth/login: count before forwarding, settle on identity's reply. */
  routeOptions(): RouteShorthandOptions {
    const attempts = new WeakMap<FastifyRequest, Attempt>();
    return {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        let verdict: Verdict;
        try {
          verdict = await this.attempt(request.ip, emailOf(request.body));
        } catch (error) {
          if (!(error instanceof CannotCount)) throw error;
          request.log.warn({ err: error }, "a sign-in attempt could not be counted: refused");
          return refuseUncounted(reply);
        }
        if (!verdict.allowed) return refuseTooMany(reply, verdict.retryAfterMs);
        attempts.set(request, verdict.attempt);
      },
      // Settled before the reply leaves, so the caller's next attempt already finds it counted.
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const attempt = attempts.get(request);
        if (!attempt) return payload;
        attempts.delete(request);
        try {
          await this.settle(attempt, reply.statusCode);
        } catch (error) {
          request.log.warn({ err: error }, "could not settle a sign-in attempt");
        }
        return payload;
      },
    };
  }
}

/**
 * The email a sign-in body names, normalised as identity does (trimmed, lower case), or null. The
 * body may come parsed, as a string or as the raw bytes the gateway forwards; nothing in it may
 * make this throw. Parsed the way Fastify's JSON parser does (a leading BOM is allowed), so the
 * email found here is the one identity will check.
 */
export function emailOf(body: unknown): string | null {
  let value: unknown = body;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) value = Buffer.from(value).toString("utf8");
  if (typeof value === "string") {
    try {
      value = JSON.parse(value.charCodeAt(0) === 0xfeff ? value.slice(1) : value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || !Object.hasOwn(value, "email"))
    return null;
  const email = (value as { email: unknown }).email;
  if (typeof email !== "string") return null;
  const normalised = email.trim().toLowerCase();
  return normalised === "" ? null : normalised;
}

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

function keysOf(address: string, email: string) {
  const pair = hash(`${address}\n${email}`);
  return { account: `${PREFIX}account:${hash(email)}`, pair: `${PREFIX}pair:${pair}`, known: `${PREFIX}known:${pair}` };
}
