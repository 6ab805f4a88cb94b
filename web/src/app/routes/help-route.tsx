import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";

export const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/help",
}).lazy(() => import("./help-route.lazy.tsx").then((module) => module.helpLazyRoute));
