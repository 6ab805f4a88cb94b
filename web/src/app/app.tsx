import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { sessionQueryOptions } from "@/features/auth/api/get-session.ts";
import { LoadingScreen } from "@/features/auth/components/loading-screen.tsx";
import { SessionGate } from "@/features/auth/components/session-gate.tsx";
import { SessionProvider } from "@/features/auth/session/session-provider.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import { AppProviders } from "./providers.tsx";
import type { AppRouter } from "./router.ts";

// Loaded once the session gate lets a user in: signed-out visitors download only the auth form.
const loadSignedInApp = () => import("./signed-in-app.tsx");
const SignedInApp = lazyComponent(() => loadSignedInApp().then((module) => module.SignedInApp));

/**
 * Starts what the first screen waits for, before React first renders: the session check (index.html
 * preloads it) and, as soon as it names a user, the signed-in app's code and its router's first
 * screen. Resolves once that is known and under way; render `App` with the same query client.
 */
export async function preloadApp(queryClient: QueryClient): Promise<void> {
  try {
    const user = await queryClient.fetchQuery(sessionQueryOptions);
    if (!user) return;
    void SignedInApp.preload().catch(() => undefined); // rendering loads it again and shows what failed
    void loadSignedInApp().then((module) => module.getBrowserRouter(), () => undefined);
  } catch {
    // the session provider shows what failed
  }
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
          <SignedInApp router={router} fallback={<LoadingScreen />} />
        </SessionGate>
      </SessionProvider>
    </AppProviders>
  );
}
