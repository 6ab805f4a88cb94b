import { useUser } from "@/shared/api/get-user.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import type { DojoRole } from "@kumite/contracts/values";

/** Where the signed-in member's user view places them: their dojo and role, if any. */
export interface DojoPlace {
  dojoId: string | null;
  dojoRole: DojoRole | null;
}

/**
 * The signed-in member's dojo and role, from their user view (identity joins it from the roster;
 * the live stream refetches it when a join, a leave or a role reaches them).
 */
export function useMyDojoPlace(): { me: string; place: DojoPlace; isPending: boolean } {
  const me = useCurrentUser();
  const { data: user, isPending } = useUser(me.id);
  return { me: me.id, place: { dojoId: user?.dojoId ?? null, dojoRole: user?.dojoRole ?? null }, isPending };
}
