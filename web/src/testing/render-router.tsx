import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { AppProviders } from "@/app/providers.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { SessionContext, type Session } from "@/shared/session/session-context.ts";
import { WithoutRuntimeStyles } from "./without-runtime-styles.tsx";

/** A router inside the app's providers, signed in as `session`: what every route-level render shares. */
export function renderRouter(router: AnyRouter, session: Session) {
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
