import { createRoute } from "@tanstack/react-router";
import { MatchingPage } from "@/features/matching/components/matching-page.tsx";
import { rootRoute } from "./root-route.tsx";

export const matchingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/matching",
  component: MatchingPage,
});
