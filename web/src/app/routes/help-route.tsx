import { createRoute } from "@tanstack/react-router";
import { HelpPage } from "@/features/help/components/help-page.tsx";
import { rootRoute } from "./root-route.tsx";

export const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/help",
  component: HelpPage,
});
