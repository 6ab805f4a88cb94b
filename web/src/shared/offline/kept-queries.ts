import type { Query } from "@tanstack/react-query";

// What stays readable offline, and nothing else: what a member opens in a changing room. The feed
// (the pages they loaded), their conversations and each thread they opened, their group chats,
// their dojo and its events, their own events, their notifications, and the members they blocked
// (so a saved screen still hides them). Search results, other members' profiles, candidates, the
// map and calendar links are left to the network.

const KEPT_HEADS = new Set([
  "/api/posts",
  "/api/messages",
  "/api/group-chats",
  "/api/dojos",
  "/api/dojo-events",
  "/api/notifications",
  "/api/blocks",
  "/api/connections",
]);

/** Whether a query of `memberId`'s cache is saved for offline reading. */
export function isKeptOffline(query: Query, memberId: string): boolean {
  if (query.state.status !== "success") return false;
  const [head, second] = query.queryKey;
  if (head === "/api/users") return second === memberId;
  if (typeof head !== "string" || !KEPT_HEADS.has(head)) return false;
  // A search's answers ({ search } keys of the dojo list included) are the moment's, not the member's;
  // the calendar feed's link carries a secret token, not worth keeping where it could outlive it.
  if (second === "found" || second === "calendar-feed") return false;
  return !(typeof second === "object" && second !== null && "search" in second && second.search);
}
