import { Transform } from "node:stream";
import type { FastifyRequest } from "fastify";
import { ATTACHMENTS } from "@kumite/contracts/limits";

// An attachment's bytes pass through the gateway as a stream. The size limit is enforced here as
// well as in social, because an upstream that answers before the body is sent breaks the proxy's
// request; stopping an oversized body at the door keeps that from happening.

export const ATTACHMENT_TOO_LARGE = `A file may be at most ${ATTACHMENTS.maxFileBytes / 1024 / 1024} MB`;

export class AttachmentTooLarge extends Error {
  readonly statusCode = 413;
  constructor() {
    super(ATTACHMENT_TOO_LARGE);
  }
}

/** Content-type parser for attachment uploads: the body stays a stream, cut off past the limit. */
export function attachmentBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: unknown) => void,
): void {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > ATTACHMENTS.maxFileBytes) return done(new AttachmentTooLarge());
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      size += chunk.length;
      next(size > ATTACHMENTS.maxFileBytes ? new AttachmentTooLarge() : null, chunk);
    },
  });
  payload.on("error", (error) => counted.destroy(error));
  done(null, payload.pipe(counted));
}

export const isAttachmentTooLarge = (error: unknown): boolean =>
  error instanceof AttachmentTooLarge ||
  (error instanceof Error && (error.cause instanceof AttachmentTooLarge || isAttachmentTooLarge(error.cause)));
