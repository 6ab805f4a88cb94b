import { isApiError } from "./api-error.ts";

/**
 * What to tell the user about a failed call: the `message` of the JSON error reply
 * (`{ message }`, DESIGN.md), else the fallback (network failures, empty or non-JSON bodies).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message.trim() || fallback;
    }
  } catch {
    // not JSON: fall through
  }
  return fallback;
}
