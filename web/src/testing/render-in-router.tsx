import { createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Session } from "@/shared/session/session-context.ts";
import { fakeSession } from "./fake-session.ts";
import { renderRouter } from "./render-router.tsx";

/**
 * A component with the app's providers and a bare router around it (for components with links),
 * without the app's routes and layout. Wait for something the component shows before asserting.
 */
export function renderInRouter(ui: ReactNode, session: Session = fakeSession()) {
  // Every path renders the component: links may be followed, and nothing else is there.
  const rootRoute = createRootRoute({ component: () => ui, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  return renderRouter(router, session);
}
