import { ApiError } from "@/shared/api/api-error.ts";

/** SPEC §8: a connection error that says the request exists already (409, duplicate, already exists). */
export function isAlreadyConnected(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return (error instanceof ApiError && error.status === 409) || /409|duplicate|already exists/i.test(message);
}
