import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { sessionQueryOptions } from "@/features/auth/api/get-session.ts";
import { LoadingScreen } from "@/features/auth/components/loading-screen.tsx";
import { preloadAuthForm, SessionGate } from "@/features/auth/components/session-gate.tsx";
import { SessionProvider } from "@/features/auth/session/session-provider.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import { AppProviders } from "./providers.tsx";
import type { AppRouter } from "./router.ts";

// Loaded once the session gate lets a user in: signed-out visitors download only the auth form.
const loadSignedInApp = () => import("./signed-in-app.tsx");
const SignedInApp = lazyComponent(() => loadSignedInApp().then((module) => module.SignedInApp));

/**
 * Starts what the first screen waits for without waiting for React: the session check (index.html
 * preloads it) and, as soon as it answers, the sign-in form's code for a visitor, or the signed-in
 * app's code and its router's first screen for a user. Render `App` with the same query client,
 * which then finds the session on its way.
 */
export function preloadApp(queryClient: QueryClient): void {
  void queryClient.fetchQuery(sessionQueryOptions).then(
    (user) => {
      // Failures are left to rendering, which loads again and shows what failed.
      if (!user) {
        void preloadAuthForm().catch(() => undefined);
        return;
      }
      void SignedInApp.preload().catch(() => undefined);
      void loadSignedInApp().then(
        (module) => module.getBrowserRouter(),
        () => undefined,
      );
    },
    () => undefined, // getSession logs and answers null rather than failing
  );
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
