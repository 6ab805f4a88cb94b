import type { ConnectedMemberView, ConnectionView } from "@kumite/contracts/social/views";
import { MATCHING } from "@kumite/contracts/limits";
import { DAY_MS } from "@kumite/contracts/time";
import { useCallback, useState } from "react";
import { useConnections } from "@/shared/connections/connections-api.ts";
import { readSeenMatches, saveSeenMatches } from "../utils/seen-matches.ts";

/** A request of mine that the other member accepted lately (by liking me back, most often). */
const isRecentAcceptance = (userId: string, now: number) => (connection: ConnectionView) =>
  connection.status === "accepted" &&
  connection.matched &&
  connection.userId === userId &&
  connection.acceptedAt !== null &&
  now - Date.parse(connection.acceptedAt) < MATCHING.passDays * DAY_MS;

/**
 * A match made while the member was away: someone they liked liked them back. Shown once, on the
 * next visit to Matching, newest first; `dismiss` remembers it in this browser. Matches from more
 * than 30 days ago are old news and never shown.
 */
export function useUnseenMatch(userId: string): { match: ConnectedMemberView | null; dismiss: () => void } {
  const { data: connections = [] } = useConnections();
  const [seen, setSeen] = useState(() => readSeenMatches(userId));
  const unseen = connections
    .filter(isRecentAcceptance(userId, Date.now()))
    .filter((connection) => !seen.has(connection.id))
    .sort((a, b) => (b.acceptedAt ?? "").localeCompare(a.acceptedAt ?? ""))[0];

  const dismiss = useCallback(() => {
    if (!unseen) return;
    const next = new Set(seen).add(unseen.id);
    saveSeenMatches(
      userId,
      next,
      connections.map((connection) => connection.id),
    );
    setSeen(next);
  }, [connections, seen, unseen, userId]);

  return { match: unseen?.connectedUser ?? null, dismiss };
}
