import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AppProviders } from "@/app/providers.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { SessionContext, type Session } from "@/shared/session/session-context.ts";
import { fakeSession } from "./fake-session.ts";
import { WithoutRuntimeStyles } from "./without-runtime-styles.tsx";

/**
 * A component with the app's providers and a bare router around it (for components with links),
 * without the app's routes and layout. Wait for something the component shows before asserting.
 */
export function renderInRouter(ui: ReactNode, session: Session = fakeSession()) {
  // Every path renders the component: links may be followed, and nothing else is there.
  const rootRoute = createRootRoute({ component: () => ui, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  const queryClient = createQueryClient();
  const result = render(
    <WithoutRuntimeStyles>
      <AppProviders queryClient={queryClient}>
        <SessionContext value={session}>
          <RouterProvider router={router} />
        </SessionContext>
      </AppProviders>
    </WithoutRuntimeStyles>,
  );
  return { ...result, router, session, queryClient };
}
