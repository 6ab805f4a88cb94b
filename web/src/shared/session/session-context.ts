import type { SessionUser } from "@kumite/contracts/identity/views";
import { createContext } from "react";

/**
 * The signed-in user and the session actions, shared by every feature. The auth feature provides
 * it (features/auth/session/session-provider.tsx); other features read it through the hooks here.
 */
export interface Session {
  user: SessionUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  /** Sets the user and saves it to local storage. */
  login: (user: SessionUser) => void;
  /** Tells the server (failures ignored), clears the user and the stored entry. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
