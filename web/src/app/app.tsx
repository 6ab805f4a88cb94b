import type { QueryClient } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { sessionQueryOptions } from "@/features/auth/api/get-session.ts";
import { SessionGate } from "@/features/auth/components/session-gate.tsx";
import { SessionProvider } from "@/features/auth/session/session-provider.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { AppProviders } from "./providers.tsx";
import type { AppRouter } from "./router.ts";

// Loaded once the session gate lets a user in: signed-out visitors download only the auth form.
const loadSignedInApp = () => import("./signed-in-app.tsx");
const SignedInApp = lazy(() => loadSignedInApp().then((module) => ({ default: module.SignedInApp })));

/**
 * Starts what the first screen waits for before React first renders: the session check and, as
 * soon as it names a user, the signed-in app's code and its first route's. Render `App` with the
 * same query client, which then finds the session already on its way.
 */
export function preloadApp(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(sessionQueryOptions)
    .then(async (user) => {
      if (user) (await loadSignedInApp()).getBrowserRouter();
    })
    .catch(() => undefined); // rendering loads it again and shows what failed
}

export interface AppProps {
  /** Injected by tests; created once otherwise. */
  router?: AppRouter;
  queryClient?: QueryClient;
}

/** Providers, then the session check; signed-in users get the router, everyone else the auth form. */
export function App({ router, queryClient }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppProviders queryClient={client}>
      <SessionProvider>
        <SessionGate>
          <SignedInApp router={router} />
        </SessionGate>
      </SessionProvider>
    </AppProviders>
  );
}
