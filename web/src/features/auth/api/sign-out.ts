import { apiRequest } from "@/shared/api/api-request.ts";

/** POST /api/auth/logout. The reply is not read and a failure is ignored (SPEC §4, §8). */
export async function signOut(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch {
    // ignored: the user is signed out locally either way
  }
}
