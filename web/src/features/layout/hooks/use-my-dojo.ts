import { useUser } from "@/shared/api/get-user.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useDojo } from "../api/get-dojo.ts";
import { dojoStanding, type DojoStanding } from "../utils/dojo-standing.ts";

export interface MyDojo {
  name: string;
  standing: DojoStanding;
}

/**
 * The signed-in member's dojo and standing, or null outside a dojo (or while unknown). Read from
 * their user view rather than the session, which is checked once: a join, a leave or a new role
 * refetches the user view (the live `dojo` hint, an accepted invitation), and so this.
 */
export function useMyDojo(): MyDojo | null {
  const me = useCurrentUser();
  const user = useUser(me.id).data;
  const dojoId = user?.dojoId ?? null;
  const dojo = useDojo(dojoId ?? "", { enabled: dojoId !== null }).data;
  if (!user || dojoId === null || dojo?.id !== dojoId) return null;
  return { name: dojo.name, standing: dojoStanding(me.id, user.dojoRole, dojo) };
}
