import { createRoute } from "@tanstack/react-router";
import { isOptionsTab, type OptionsTab } from "@/features/options/utils/options-tabs.ts";
import { rootRoute } from "./root-route.tsx";

export interface OptionsSearch {
  /** The open tab; absent for the first, Friends. */
  tab?: OptionsTab;
}

export const optionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/options",
  validateSearch: (search: Record<string, unknown>): OptionsSearch =>
    isOptionsTab(search.tab) ? { tab: search.tab } : {},
}).lazy(() => import("./options-route.lazy.tsx").then((module) => module.optionsLazyRoute));
