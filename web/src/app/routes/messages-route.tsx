import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";
import { optionalId } from "./search-params.ts";

export interface MessagesSearch {
  /** Opens the conversation with this user (SPEC §2). */
  user?: string;
}

// The messages screen reads `user` with `useSearch({ from: "/messages" })` (features/messages/hooks/use-selected-member.ts).
export const messagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/messages",
  validateSearch: (search: Record<string, unknown>): MessagesSearch => ({ user: optionalId(search.user) }),
}).lazy(() => import("./messages-route.lazy.tsx").then((module) => module.messagesLazyRoute));
