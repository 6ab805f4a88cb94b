import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { LoadingScreen } from "@/features/auth/components/loading-screen.tsx";
import { useLiveStream } from "@/shared/live/use-live-stream.ts";
import { useOutboxRunning } from "@/shared/outbox/use-outbox.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { createAppRouter, type AppRouter } from "./router.ts";

const firstLoads = new WeakMap<AppRouter, Promise<void>>();
const loaded = new WeakSet<AppRouter>();

/** The router's first load (its first screen's code included), started once per router. */
function firstLoad(router: AppRouter): Promise<void> {
  let load = firstLoads.get(router);
  if (!load) {
    load = router
      .load()
      .catch(console.error) // the router shows a failed screen itself; this is what is left
      .then(() => void loaded.add(router));
    firstLoads.set(router, load);
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
  void firstLoad(browserRouter);
  return browserRouter;
}

/**
 * Everything only signed-in users need (router, screens, header): app.tsx loads this module once
 * the session gate lets a user in, so the sign-in page never downloads it. The router renders once
 * its first screen is loaded: rendering it earlier would suspend, and React then holds the screen
 * back for 300 ms after the fallback showed.
 */
export function SignedInApp({ router }: { router?: AppRouter }) {
  // Messages, typing, the bell and connections arrive as they happen (GET /api/stream).
  useLiveStream();
  // Writes made offline or cut off go out once the network is back.
  useOutboxRunning(useCurrentUser().id);
  const [appRouter] = useState(() => router ?? getBrowserRouter());
  const [ready, setReady] = useState(() => loaded.has(appRouter));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void firstLoad(appRouter).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [appRouter, ready]);
  return ready ? <RouterProvider router={appRouter} /> : <LoadingScreen />;
}
