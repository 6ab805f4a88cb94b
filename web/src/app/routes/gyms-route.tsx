import { createRoute } from "@tanstack/react-router";
import { GymsPage } from "@/features/gyms/components/gyms-page.tsx";
import { rootRoute } from "./root-route.tsx";

export const gymsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/gyms",
  component: GymsPage,
});
