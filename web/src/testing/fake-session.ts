import type { SessionUser } from "@kumite/contracts/identity/views";
import { vi } from "vitest";
import type { Session } from "@/shared/session/session-context.ts";

/** A session whose actions are spies, for tests that skip the session check. */
export function fakeSession(user: SessionUser | null = null): Session {
  return { user, isLoading: false, login: vi.fn(), logout: vi.fn(async () => undefined) };
}
