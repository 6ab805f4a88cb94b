import { SEARCH_QUERY_MIN_CHARS } from "@kumite/contracts/search";
import { useFoundDojos } from "../api/find-dojos.ts";
import { useFoundEvents } from "../api/find-events.ts";
import { useFoundGyms } from "../api/find-gyms.ts";
import { useFoundUsers } from "../api/find-users.ts";

/**
 * The four kinds found for a trimmed query, each ranked as its service answered; nothing is asked
 * under 2 characters. `pending` until every kind has answered once (a failure answers an empty
 * list), so the sections appear together rather than shifting under the member's arrow keys.
 */
export function useSearchResults(query: string) {
  const enabled = query.length >= SEARCH_QUERY_MIN_CHARS;
  const kinds = {
    users: useFoundUsers(query, enabled),
    dojos: useFoundDojos(query, enabled),
    gyms: useFoundGyms(query, enabled),
    events: useFoundEvents(query, enabled),
  };
  const all = Object.values(kinds);
  return {
    pending: all.some((kind) => kind.isPending),
    /** Still showing the answer to an earlier query while this one is asked. */
    previous: all.some((kind) => kind.isPlaceholderData),
    users: kinds.users.data ?? [],
    dojos: kinds.dojos.data ?? [],
    gyms: kinds.gyms.data ?? [],
    events: kinds.events.data ?? [],
  };
}
