import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { AppProviders } from "@/app/providers.tsx";
import { createAppRouter } from "@/app/router.ts";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { SessionContext, type Session } from "@/shared/session/session-context.ts";
import { WithoutRuntimeStyles } from "./without-runtime-styles.tsx";

/**
 * The signed-in app (real routes and layout) at `path`, with a given session instead of the
 * check. Resolves once the router has rendered the layout (its header, role "banner").
 */
export async function renderRoutes(path: string, session: Session) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
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
  await screen.findByRole("banner");
  return { ...result, router, session, queryClient };
}
