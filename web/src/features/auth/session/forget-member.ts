import { clearStoredUser } from "./user-storage.ts";

/**
 * Leaves nothing of the member on this browser: the stored member (email and coordinates), what
 * was saved for offline reading and the writes waiting to send. At sign-out, and whenever the
 * server says the session is gone (expired, suspended, deleted from another device), so the next
 * person to open the app here is not let in to the last member's messages.
 */
export async function forgetMemberOnThisDevice(): Promise<void> {
  clearStoredUser();
  // Loaded here, not with the sign-in page: only a member's browser has a saved cache or an outbox.
  const [{ forgetAllSaved }, { forgetOutbox }] = await Promise.all([
    import("@/shared/offline/saved-cache.ts"),
    import("@/shared/outbox/outbox.ts"),
  ]);
  await Promise.all([forgetAllSaved(), forgetOutbox()]);
}
