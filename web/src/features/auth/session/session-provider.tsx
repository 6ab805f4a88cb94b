import type { SessionUser } from "@kumite/contracts/identity/views";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, type ReactNode } from "react";
import { SessionContext, type Session } from "@/shared/session/session-context.ts";
import { SESSION_QUERY_KEY, sessionQueryOptions } from "../api/get-session.ts";
import { signOut } from "../api/sign-out.ts";
import { forgetMemberOnThisDevice } from "./forget-member.ts";
import { storeUser } from "./user-storage.ts";

/**
 * The session of SPEC §4: checked once at start; login sets the user and stores it; logout tells
 * the server (ignoring failures), clears the user, the stored entry, every cached query, what was
 * saved for offline reading and the writes waiting to send, so nothing of the member stays on this
 * browser.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQueryOptions);

  const login = useCallback(
    (user: SessionUser) => {
      storeUser(user);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await signOut();
    await forgetMemberOnThisDevice();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }, [queryClient]);

  const session = useMemo<Session>(
    () => ({ user: data ?? null, isLoading: isPending, login, logout }),
    [data, isPending, login, logout],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
