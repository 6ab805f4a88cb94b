import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";

/** /profile: the signed-in user's own profile. */
export const ownProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/profile",
}).lazy(() => import("./profile-routes.lazy.tsx").then((module) => module.ownProfileLazyRoute));

/** /profile/{id}: anyone's profile. */
export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/profile/$id",
}).lazy(() => import("./profile-routes.lazy.tsx").then((module) => module.profileLazyRoute));
