import type { SessionUser } from "@kumite/contracts/identity/views";
import { queryOptions } from "@tanstack/react-query";
import { readJson, sendRequest, throwIfNotOk } from "@/shared/api/api-request.ts";
import { savedSession } from "@/shared/offline/saved-session.ts";
import { forgetMemberOnThisDevice } from "../session/forget-member.ts";
import { readStoredUser, storeUser } from "../session/user-storage.ts";

export const SESSION_QUERY_KEY = ["/api/auth/session"] as const;

/**
 * GET /api/auth/session: the user, or null when signed out (401: the server ended the session, so
 * the device forgets the member) or when the check fails (logged).
 * With no network at all, the member this browser last signed in is let in to what was saved for
 * them (`savedSession`): the server is asked again once the network is back.
 */
export async function getSession(): Promise<SessionUser | null> {
  let response: Response;
  try {
    response = await sendRequest("GET", SESSION_QUERY_KEY[0]);
  } catch (error) {
    const stored = readStoredUser();
    if (stored) {
      savedSession.startOffline();
      return stored;
    }
    console.error("Session check failed", error);
    return null;
  }
  try {
    if (response.status === 401) {
      await forgetMemberOnThisDevice();
      return null;
    }
    await throwIfNotOk(response);
    const user = await readJson<SessionUser>(response);
    // Kept for a start without a network: the member this browser's cookie signs in, as of now.
    storeUser(user);
    return user;
  } catch (error) {
    console.error("Session check failed", error);
    return null;
  }
}

/**
 * Checked once at start: never stale, never refetched on its own. Asked even offline (where other
 * queries wait for the network): without a network it answers the saved member.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: getSession,
  staleTime: Infinity,
  networkMode: "always",
});
