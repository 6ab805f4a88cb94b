import { createRoute } from "@tanstack/react-router";
import { OptionsPage } from "@/features/options/components/options-page.tsx";
import { rootRoute } from "./root-route.tsx";

export const optionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/options",
  component: OptionsPage,
});
