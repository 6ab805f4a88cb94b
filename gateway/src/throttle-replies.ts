import type { FastifyReply } from "fastify";
import type { ErrorReply } from "@kumite/contracts/errors";

// The two refusals of every throttle in the gateway (sign-in, sign-up, the open calls): too many
// attempts, and counters out of reach. Both say in Retry-After when to come back.

/** Seconds a caller is told to wait when the counters are out of reach. */
export const UNCOUNTED_RETRY_AFTER_S = 2;
export const CANNOT_COUNT = "Kumite cannot take this request right now; try again in a moment";

/** 429 rate-limited: the caller may try again in `retryAfterMs`. */
export function refuseTooMany(reply: FastifyReply, retryAfterMs: number): FastifyReply {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return reply
    .code(429)
    .header("retry-after", String(seconds))
    .send({
      message: `Too many attempts: try again in ${inWords(seconds)}`,
      code: "rate-limited",
    } satisfies ErrorReply);
}

/** 503 request.unavailable: the call could not be counted, so it is not let through. */
export function refuseUncounted(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header("retry-after", String(UNCOUNTED_RETRY_AFTER_S))
    .send({ message: CANNOT_COUNT, code: "request.unavailable" } satisfies ErrorReply);
}

function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
