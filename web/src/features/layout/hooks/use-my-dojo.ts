import { useDojo } from "@/shared/api/get-dojos.ts";
import { useMyDojoPlace } from "@/shared/dojo/use-my-dojo-place.ts";
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
  const { me, place } = useMyDojoPlace();
  const dojo = useDojo(place.dojoId).data;
  if (place.dojoId === null || dojo?.id !== place.dojoId) return null;
  return { name: dojo.name, standing: dojoStanding(me, place.dojoRole, dojo) };
}
