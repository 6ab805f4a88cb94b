import { createRootRoute } from "@tanstack/react-router";
import { NotFoundPage } from "@/features/not-found/components/not-found-page.tsx";
import { RootLayout } from "../root-layout.tsx";

/** Every screen sits in the signed-in layout; unknown paths render the not-found page inside it. */
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
