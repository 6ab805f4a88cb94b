import type { SessionUser } from "@kumite/contracts/identity/views";

/** The local-storage entry holding the signed-in user (SPEC §3 "Session user"). */
export const USER_STORAGE_KEY = "kumite.user";

export function storeUser(user: SessionUser): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // storage full or disabled: the session cookie still signs the user in
  }
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // storage disabled: nothing to clear
  }
}

/** The user stored at the last login; null when there is none or it cannot be read. */
export function readStoredUser(): SessionUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? "null") as SessionUser | null;
    return stored && typeof stored.id === "string" ? stored : null;
  } catch {
    return null;
  }
}
