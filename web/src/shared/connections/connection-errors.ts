import { ApiError } from "@/shared/api/api-error.ts";

/**
 * SPEC §8: a connection error that says the request exists already (409, duplicate, already
 * exists). A 409 that says something else (two changes at once, the same request still running)
 * is not: the like was not stored, and the member should see "Connection Error".
 */
export function isAlreadyConnected(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError && error.status === 409) return /already/i.test(error.body);
  return /duplicate|already exists/i.test(message);
}
