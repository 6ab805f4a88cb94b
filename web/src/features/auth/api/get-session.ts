import type { SessionUser } from "@kumite/contracts/identity/views";
import { queryOptions } from "@tanstack/react-query";
import { readJson, sendRequest, throwIfNotOk } from "@/shared/api/api-request.ts";

export const SESSION_QUERY_KEY = ["/api/auth/session"] as const;

/** GET /api/auth/session: the user, or null when signed out (401) or when the check fails (logged). */
export async function getSession(): Promise<SessionUser | null> {
  try {
    const response = await sendRequest("GET", SESSION_QUERY_KEY[0]);
    if (response.status === 401) return null;
    await throwIfNotOk(response);
    return await readJson<SessionUser>(response);
  } catch (error) {
    console.error("Session check failed", error);
    return null;
  }
}

/** Checked once at start: never stale, never refetched on its own. */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: getSession,
  staleTime: Infinity,
});
