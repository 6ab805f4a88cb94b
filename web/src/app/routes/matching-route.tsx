import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";

export const matchingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/matching",
}).lazy(() => import("./matching-route.lazy.tsx").then((module) => module.matchingLazyRoute));
