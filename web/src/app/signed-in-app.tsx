import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { LoadingScreen } from "@/features/auth/components/loading-screen.tsx";
import { createAppRouter, type AppRouter } from "./router.ts";

type FirstLoad = { done: boolean; promise: Promise<void> };
const firstLoads = new WeakMap<AppRouter, FirstLoad>();

/** The router's first load (the first screen's code included), started once per router. */
function startFirstLoad(router: AppRouter): FirstLoad {
  let load = firstLoads.get(router);
  if (!load) {
    const started: FirstLoad = { done: false, promise: Promise.resolve() };
    started.promise = router
      .load()
      .catch(console.error)
      .then(() => {
        started.done = true;
      });
    firstLoads.set(router, (load = started));
  }
  return load;
}

let browserRouter: AppRouter | undefined;

/**
 * The page's router, following the browser's history: created once (it survives a sign-out and
 * sign-in) and loading its first screen from the start, before anything renders it.
 */
export function getBrowserRouter(): AppRouter {
  browserRouter ??= createAppRouter();
  startFirstLoad(browserRouter);
  return browserRouter;
}

/**
 * Everything only signed-in users need (router, screens, header): app.tsx loads this module once
 * the session gate lets a user in, so the sign-in page never downloads it. The router renders once
 * its first screen is loaded: rendering it earlier would suspend, and React then holds the screen
 * back for 300 ms after the fallback showed.
 */
export function SignedInApp({ router }: { router?: AppRouter }) {
  const [appRouter] = useState(() => router ?? getBrowserRouter());
  const [ready, setReady] = useState(() => firstLoads.get(appRouter)?.done ?? false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void startFirstLoad(appRouter).promise.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [appRouter, ready]);
  return ready ? <RouterProvider router={appRouter} /> : <LoadingScreen />;
}
