import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routes/route-tree.ts";

export interface AppRouterOptions {
  /** Tests pass a memory history; the browser's history otherwise. */
  history?: RouterHistory;
}

export function createAppRouter({ history }: AppRouterOptions = {}) {
  return createRouter({ routeTree, history, scrollRestoration: true });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
