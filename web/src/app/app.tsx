import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useState } from "react";
import { SessionGate } from "@/features/auth/components/session-gate.tsx";
import { SessionProvider } from "@/features/auth/session/session-provider.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { AppProviders } from "./providers.tsx";
import { createAppRouter, type AppRouter } from "./router.ts";

export interface AppProps {
  /** Injected by tests; created once otherwise. */
  router?: AppRouter;
  queryClient?: QueryClient;
}

/** Providers, then the session check; signed-in users get the router, everyone else the auth form. */
export function App({ router, queryClient }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppProviders queryClient={client}>
      <SessionProvider>
        <SessionGate>
          <RouterProvider router={appRouter} />
        </SessionGate>
      </SessionProvider>
    </AppProviders>
  );
}
