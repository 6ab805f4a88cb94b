import { keepPreviousData } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";

/**
 * One result of a search, as contracts' FoundUserList, FoundDojoList, FoundGymList and
 * FoundTrainingEventList hold it (the kind's view plus the normalized words of it that matched),
 * with `matched` always there.
 */
export type Found<View> = View & { matched: string[] };

/**
 * GET `<path>?search=<query>`: a list ranked best first, each result with the words it matched.
 * A failed response (a service down, a 400 for a query too long) gives an empty list (SPEC §7).
 */
export async function searchList<View>(path: string, query: string): Promise<Found<View>[]> {
  const found = await listOrEmpty<Found<View>>(`${path}?search=${encodeURIComponent(query)}`);
  // A service not yet answering `matched` still lists its results, unhighlighted.
  return found.map((result) => (Array.isArray(result.matched) ? result : { ...result, matched: [] }));
}

/**
 * How each kind is asked as the member types: only once `enabled` (the query long enough), the
 * last answer kept on screen until the next arrives rather than a skeleton at every pause.
 */
export const asTyped = (enabled: boolean) => ({ enabled, placeholderData: keepPreviousData });
