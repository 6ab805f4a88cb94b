import { errorReply } from "@/shared/api/error-message.ts";
import { isApiError } from "@/shared/api/api-error.ts";

/** A refused sign-in of a suspended member: 403 `auth.suspended` with the ticket for one appeal. */
export interface Suspension {
  /** The refusal, for `serverMessage` (the server's words in English, the catalog's otherwise). */
  error: unknown;
  appealTicket: string;
}

export function suspendedSignIn(error: unknown): Suspension | null {
  if (!isApiError(error, 403) || errorReply(error)?.code !== "auth.suspended") return null;
  try {
    const { appealTicket } = JSON.parse(error.body) as { appealTicket?: unknown };
    return typeof appealTicket === "string" && appealTicket ? { error, appealTicket } : null;
  } catch {
    return null;
  }
}
