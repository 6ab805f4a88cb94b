import type { Query, QueryClient } from "@tanstack/react-query";
import type { LiveEvent } from "@kumite/contracts/live";
import { positionTracker } from "@/shared/api/position-tracker.ts";
import type { TypingStore } from "./typing-store.ts";

// What each live event changes on the page. The stream is a hint: it says which queries are out of
// date, and TanStack Query refetches those the page shows (queries stay the source of truth).

/** Queries whose key starts with an API path (`/api/messages`, `/api/messages/conversations` …). */
const underPath =
  (path: string) =>
  ({ queryKey }: Query): boolean => {
    const head = queryKey[0];
    return typeof head === "string" && (head === path || head.startsWith(`${path}/`) || head.startsWith(`${path}?`));
  };

/** A profile's connection count: ["/api/users", id, "connections"]. */
const connectionCounts = ({ queryKey }: Query): boolean =>
  queryKey[0] === "/api/users" && queryKey[2] === "connections";

/** The live event types the page acts on, with what each does. */
export const LIVE_EVENT_TYPES = [
  "message",
  "group_message",
  "notification",
  "connection",
  "typing",
  "dojo",
  "dojo_event",
] as const satisfies ReadonlyArray<LiveEvent["type"]>;

export function applyLiveEvent(event: LiveEvent, queryClient: QueryClient, typing: TypingStore): void {
  // The refetches below carry the change's position, so the service answers once it has it.
  if (event.position) positionTracker.remember(event.position);
  switch (event.type) {
    case "message":
      typing.clear(event.otherId); // their message is here: they are no longer typing it
      void queryClient.invalidateQueries({ predicate: underPath("/api/messages") });
      // The bell is projected from messages too (no hint of its own for them).
      void queryClient.invalidateQueries({ predicate: underPath("/api/notifications") });
      return;
    case "group_message":
      void queryClient.invalidateQueries({ predicate: underPath("/api/group-chats") });
      return;
    case "notification":
      void queryClient.invalidateQueries({ predicate: underPath("/api/notifications") });
      // "Your data is ready" rings the bell: Options → Account's download link shows at once.
      void queryClient.invalidateQueries({ predicate: underPath("/api/account/exports") });
      return;
    case "connection":
      void queryClient.invalidateQueries({ predicate: underPath("/api/connections") });
      void queryClient.invalidateQueries({ predicate: connectionCounts });
      // Requests and acceptances ring the bell, and a match opens a conversation.
      void queryClient.invalidateQueries({ predicate: underPath("/api/notifications") });
      void queryClient.invalidateQueries({ predicate: underPath("/api/messages") });
      return;
    case "typing":
      typing.show(event.fromId, event.name);
      return;
    case "dojo":
      void queryClient.invalidateQueries({ predicate: underPath("/api/dojos") });
      // The member's own user view carries dojoId and dojoRole, and a roster lists users by dojo.
      void queryClient.invalidateQueries({ predicate: underPath("/api/users") });
      // The dojo chat's members follow the roster.
      void queryClient.invalidateQueries({ predicate: underPath("/api/group-chats") });
      return;
    case "dojo_event":
      // A dojo's list (/api/dojos/{id}/events), the event itself and the member's own (/mine); and
      // the bell, which a promotion off the waitlist or a cancel rings.
      void queryClient.invalidateQueries({ predicate: underPath("/api/dojos") });
      void queryClient.invalidateQueries({ predicate: underPath("/api/dojo-events") });
      void queryClient.invalidateQueries({ predicate: underPath("/api/notifications") });
      return;
    default:
      // A type this build does not know yet (a newer service): nothing to update.
      return;
  }
}
