import { createRoute } from "@tanstack/react-router";
import { DojosPage } from "@/features/dojos/components/dojos-page.tsx";
import { rootRoute } from "./root-route.tsx";

export const dojosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dojos",
  component: DojosPage,
});
