import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorCode } from "@kumite/contracts/error-codes";
import type { ErrorReply } from "@kumite/contracts/errors";
import { DomainError, type ErrorKind } from "../errors.ts";
import { ReadStoreUnavailable } from "../read-store/port.ts";

// The one place where what went wrong becomes an HTTP status and a JSON `{ message, code }` reply
// (contracts/src/errors.ts): an English message, and a stable code the web translates.

const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  expired: 410,
  unprocessable: 422,
  "too-large": 413,
  "unsupported-type": 415,
  unavailable: 503,
  "too-many-requests": 429,
};

const UNAVAILABLE_RETRY_AFTER_S = 2;
export const SERVER_ERROR = "Something went wrong on our side";
export const READ_STORE_UNAVAILABLE = "Kumite cannot read this right now; try again in a moment";

/** Every status a Kumite API may answer with an error body (for the OpenAPI document). */
export const ERROR_STATUSES = [...new Set(Object.values(STATUS_OF)), 429] as const;

/** The code of a 4xx refusal that carries only its status (Fastify's own, a plugin's). */
export function refusalCode(status: number): ErrorCode {
  if (status === 413) return "request.too-large";
  if (status === 415) return "request.unsupported-type";
  if (status === 429) return "rate-limited";
  return "request.invalid";
}

export function replyWithError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // Refused before its body was read to the end (an upload cut off at its type or size): the rest
  // of the body would stay on the kept-alive connection, which Node neither drains (the route began
  // reading it) nor closes, so the caller's next request there would wait. Close it after this reply.
  if (!request.raw.complete) reply.header("connection", "close");
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({
      message: `Invalid ${error.validationContext ?? "request"}: ${error.validation.map(describeIssue).join("; ")}`,
      code: "validation.invalid",
      issues: error.validation.map((issue) => ({
        path: issue.instancePath.split("/").filter(Boolean),
        message: issue.message ?? "is invalid",
      })),
    } satisfies ErrorReply);
  }
  if (error instanceof DomainError) {
    // Unavailable is passing (NATS away): the caller may try again shortly.
    if (error.kind === "unavailable") reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S));
    return reply.code(STATUS_OF[error.kind]).send({ message: error.message, code: error.code } satisfies ErrorReply);
  }
  if (error instanceof ReadStoreUnavailable) {
    request.log.warn({ err: error }, "read store out of reach");
    reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S));
    return reply.code(503).send({ message: READ_STORE_UNAVAILABLE, code: "unavailable" } satisfies ErrorReply);
  }
  // Fastify's own refusals (unparsable JSON, a body over the limit, an unknown content type).
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message, code: refusalCode(status) } satisfies ErrorReply);
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ message: SERVER_ERROR, code: "server.error" } satisfies ErrorReply);
}

function describeIssue(issue: { instancePath: string; message?: string }): string {
  const path = issue.instancePath.split("/").filter(Boolean).join(".");
  return path ? `${path} ${issue.message ?? "is invalid"}` : (issue.message ?? "is invalid");
}
