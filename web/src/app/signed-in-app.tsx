import { RouterProvider } from "@tanstack/react-router";
import { useState } from "react";
import { createAppRouter, type AppRouter } from "./router.ts";

let browserRouter: AppRouter | undefined;

/**
 * The router of the page, following the browser's history: created once (it survives a sign-out and
 * sign-in), and loading its first screen's code from the start rather than after the first render.
 */
export function getBrowserRouter(): AppRouter {
  if (!browserRouter) {
    browserRouter = createAppRouter();
    browserRouter.load().catch(console.error);
  }
  return browserRouter;
}

/**
 * Everything only signed-in users need (router, screens, header): app.tsx loads this module once
 * the session gate lets a user in, so the sign-in page never downloads it.
 */
export function SignedInApp({ router }: { router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? getBrowserRouter());
  return <RouterProvider router={appRouter} />;
}
