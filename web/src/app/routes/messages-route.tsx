import { createRoute } from "@tanstack/react-router";
import { MessagesPage } from "@/features/messages/components/messages-page.tsx";
import { rootRoute } from "./root-route.tsx";
import { optionalId } from "./search-params.ts";

export interface MessagesSearch {
  /** Opens the conversation with this user (SPEC §2). */
  user?: string;
}

export const messagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/messages",
  validateSearch: (search: Record<string, unknown>): MessagesSearch => ({ user: optionalId(search.user) }),
  // The messages screen reads `messagesRoute.useSearch().user` once conversations arrive.
  component: MessagesPage,
});
