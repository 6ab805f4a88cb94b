import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";
import { optionalId } from "./search-params.ts";

export interface GymsSearch {
  /** The gym to show (the search dialog opens a gym found this way). */
  gymId?: string;
}

export const gymsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/gyms",
  validateSearch: (search: Record<string, unknown>): GymsSearch => ({ gymId: optionalId(search.gymId) }),
}).lazy(() => import("./gyms-route.lazy.tsx").then((module) => module.gymsLazyRoute));
