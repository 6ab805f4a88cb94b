import { createRoute } from "@tanstack/react-router";
import { HomePage } from "@/features/feed/components/home-page.tsx";
import { rootRoute } from "./root-route.tsx";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: HomePage,
});
