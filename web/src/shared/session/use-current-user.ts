import type { SessionUser } from "@kumite/contracts/identity/views";
import { useSession } from "./use-session.ts";

/** The signed-in user, for screens behind the session gate (they never render signed out). */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error("useCurrentUser needs a signed-in user");
  return user;
}
