import type { FastifyReply, FastifyRequest } from "fastify";
import type { ErrorReply } from "@kumite/contracts/errors";
import type { ServiceName } from "@kumite/contracts/services";
import { ATTACHMENT_TOO_LARGE, isAttachmentTooLarge } from "./attachment-body.ts";
import { mayHaveReached } from "./upstream-dispatcher.ts";

// What the client hears when a forwarded call fails before its reply could be relayed: an
// attachment cut off at the door (413), a request undici refuses to send (400), a service that is
// not there (503), one that did not answer in time (504), a write whose connection broke after it
// was sent (502 service.outcome-unknown: it may or may not have been saved), anything else (502,
// logged).

const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_CLOSED",
  "UND_ERR_DESTROYED",
]);
const TIMED_OUT = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);
/** The connection failing: while connecting, or (once the call was sent) before any answer. */
const CONNECTION_FAILED = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/**
 * How a forwarded call failed, as far as retrying it goes: it never reached the instance (its
 * connection failed before the call was handed to it), its connection broke after it was sent and
 * before any answer (the instance may have acted on it), or otherwise (a timeout, a refused
 * request, the gateway closing).
 */
export type Failure = "not-reached" | "cut-off" | "other";

export function classifyFailure(error: Error): Failure {
  const code = errorCode(error);
  if (!code || !CONNECTION_FAILED.has(code)) return "other";
  return mayHaveReached(error) ? "cut-off" : "not-reached";
}

export function answerUpstreamFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  service: ServiceName,
  error: Error,
  outcomeUnknown = false,
): void {
  if (outcomeUnknown) {
    request.log.warn({ err: error, service }, "upstream connection broke after the call was sent");
    reply.code(502).send({
      message:
        `The ${service} service stopped before answering, so the change may or may not have been saved; ` +
        "sending it again with an Idempotency-Key is safe",
      code: "service.outcome-unknown",
    } satisfies ErrorReply);
    return;
  }
  if (isAttachmentTooLarge(error)) {
    reply.code(413).send({ message: ATTACHMENT_TOO_LARGE, code: "upload.too-large" } satisfies ErrorReply);
    return;
  }
  const code = errorCode(error);
  if (code === "UND_ERR_INVALID_ARG") {
    reply.code(400).send({ message: "Malformed request", code: "request.invalid" } satisfies ErrorReply);
    return;
  }
  if ((code && UNREACHABLE.has(code)) || classifyFailure(error) === "not-reached") {
    reply.code(503).send({
      message: `The ${service} service is not available right now`,
      code: "service.unavailable",
    } satisfies ErrorReply);
    return;
  }
  if (code && TIMED_OUT.has(code)) {
    reply.code(504).send({
      message: `The ${service} service did not answer in time`,
      code: "service.timeout",
    } satisfies ErrorReply);
    return;
  }
  request.log.error({ err: error, service }, "upstream call failed");
  reply
    .code(502)
    .send({ message: `The ${service} service did not answer`, code: "service.failed" } satisfies ErrorReply);
}

/** undici's code for the failure: the error's cause's when it wraps one (reply-from does), else its own. */
function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof cause === "string") return cause;
  const own = (error as { code?: unknown }).code;
  return typeof own === "string" ? own : undefined;
}
