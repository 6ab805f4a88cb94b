import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { App } from "@/app/app.tsx";
import { createAppRouter } from "@/app/router.ts";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { WithoutRuntimeStyles } from "./without-runtime-styles.tsx";

/** The whole app at `path`, with a fresh query client; mock fetch first. */
export function renderApp(path = "/") {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  const queryClient = createQueryClient();
  return {
    router,
    queryClient,
    ...render(
      <WithoutRuntimeStyles>
        <App router={router} queryClient={queryClient} />
      </WithoutRuntimeStyles>,
    ),
  };
}
