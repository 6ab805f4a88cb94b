import { useDojo } from "@/shared/api/get-dojos.ts";
import { useMyDojoPlace } from "@/shared/dojo/use-my-dojo-place.ts";
import { dojoTitle, type DojoTitle } from "../utils/dojo-title.ts";

export interface MyDojo {
  name: string;
  title: DojoTitle;
}

/**
 * The signed-in member's dojo and what they are called in it, or null outside a dojo (or while unknown). Read from
 * their user view rather than the session, which is checked once: a join, a leave or a new role
 * refetches the user view (the live `dojo` hint, an accepted invitation), and so this.
 */
export function useMyDojo(): MyDojo | null {
  const { me, place } = useMyDojoPlace();
  const dojo = useDojo(place.dojoId).data;
  if (place.dojoId === null || dojo?.id !== place.dojoId) return null;
  return { name: dojo.name, title: dojoTitle(me, place.dojoRole, dojo) };
}
