import { isApiError } from "@/shared/api/api-error.ts";
import { serverMessage } from "@/shared/api/error-message.ts";

/** A failed request's detail: the status, then the server's words (or `fallback`); `fallback` alone without a reply. */
export function failureDetail(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return `${error.status}: ${serverMessage(error, fallback)}`;
}
