import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";

export const optionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/options",
}).lazy(() => import("./options-route.lazy.tsx").then((module) => module.optionsLazyRoute));
