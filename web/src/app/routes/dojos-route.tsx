import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";

export const dojosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dojos",
}).lazy(() => import("./dojos-route.lazy.tsx").then((module) => module.dojosLazyRoute));
