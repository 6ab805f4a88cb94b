/**
 * A non-2xx reply (SPEC §8): the message is `<status>: <body text>`, or the status text when the
 * body is empty. The status and raw body stay available for callers that branch on them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The reply's Retry-After in seconds (a 429, a 503), when it gave one. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: string, statusText: string, retryAfterSeconds: number | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
