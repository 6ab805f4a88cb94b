import type { TFunction } from "i18next";
import { ApiError } from "@/shared/api/api-error.ts";
import { serverMessage } from "@/shared/api/error-message.ts";
import type { Toast } from "@/shared/toast/use-toast.ts";

export type ConnectionsT = TFunction<"connections">;

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

/**
 * SPEC §8's toast for a failed like or Connect: "Already Connected" when the request exists (true:
 * the flow moves on), otherwise "Connection Error" with the server's message (SPEC: "with the
 * message", so the error's own text is the fallback).
 */
export function toastConnectionError(toast: Toast, t: ConnectionsT, error: unknown): boolean {
  if (isAlreadyConnected(error)) {
    toast.error(t("alreadyConnected"), t("alreadyConnectedDetail"));
    return true;
  }
  toast.error(t("connectionError"), serverMessage(error, error instanceof Error ? error.message : String(error)));
  return false;
}
