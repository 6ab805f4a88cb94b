import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";

export const gymsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/gyms",
}).lazy(() => import("./gyms-route.lazy.tsx").then((module) => module.gymsLazyRoute));
