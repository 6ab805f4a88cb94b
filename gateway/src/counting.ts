import { within } from "@kumite/kit/http";

// A throttle's counters live in Redis. When Redis is out of reach, ioredis holds each command
// through its reconnection attempts (its connect timeout is 10 s), then throws: a throttle that
// waited for that would answer late, and one that let the call through would let guesses pass
// uncounted. So every count must land within COUNT_WITHIN_MS, else the call is refused as one the
// gateway cannot take now (503 with Retry-After, throttle-replies.ts), as keyed writes are.

/** How long counting one call may take before it is refused. */
export const COUNT_WITHIN_MS = 1000;

/** The counters could not be read or written in time. */
export class CannotCount extends Error {
  constructor(cause: unknown) {
    super("the rate-limit counters are out of reach", { cause });
    this.name = "CannotCount";
  }
}

/** `call`'s result, or CannotCount when Redis failed it or did not answer within `withinMs`. */
export async function counting<T>(call: Promise<T>, withinMs = COUNT_WITHIN_MS): Promise<T> {
  try {
    return await within(call, withinMs, "Redis");
  } catch (error) {
    throw new CannotCount(error);
  }
}
