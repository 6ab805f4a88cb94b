import type { TFunction } from "i18next";
import { errorReply, serverMessage } from "@/shared/api/error-message.ts";
import type { Toast } from "@/shared/toast/use-toast.ts";

export type ConnectionsT = TFunction<"connections">;

/** The replies that mean the request or the connection exists already (contracts/src/error-codes.ts). */
const ALREADY = new Set(["connection.already-requested", "connection.already-connected"]);

/**
 * SPEC §8: a connection error that says the request exists already, by the reply's code. A 409
 * with another code (two changes at once, the same request still running) is not: the like was
 * not stored, and the member should see "Connection Error".
 */
export function isAlreadyConnected(error: unknown): boolean {
  const code = errorReply(error)?.code;
  return code !== null && code !== undefined && ALREADY.has(code);
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
