import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AppProviders } from "@/app/providers.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { SessionContext, type Session } from "@/shared/session/session-context.ts";
import { WithoutRuntimeStyles } from "./without-runtime-styles.tsx";
import { fakeSession } from "./fake-session.ts";

/** A component with the app's providers and a given session, without a router. */
export function renderWithProviders(ui: ReactNode, session: Session = fakeSession()) {
  const queryClient = createQueryClient();
  const result = render(
    <WithoutRuntimeStyles>
      <AppProviders queryClient={queryClient}>
        <SessionContext value={session}>{ui}</SessionContext>
      </AppProviders>
    </WithoutRuntimeStyles>,
  );
  return { ...result, session, queryClient };
}
