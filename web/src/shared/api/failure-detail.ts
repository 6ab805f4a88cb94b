import { isApiError } from "./api-error.ts";
import { serverMessage } from "./error-message.ts";

/**
 * A failed request's detail (SPEC §8: "a request error states the status code"): the status, then
 * the server's words (or `fallback`); `fallback` alone when no reply came (a network failure).
 */
export function failureDetail(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return `${error.status}: ${serverMessage(error, fallback)}`;
}
