import { createRoute } from "@tanstack/react-router";
import { ProfilePage } from "@/features/profile/components/profile-page.tsx";
import { rootRoute } from "./root-route.tsx";

/** /profile: the signed-in user's own profile. */
export const ownProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/profile",
  component: () => <ProfilePage />,
});

/** /profile/{id}: anyone's profile. */
export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/profile/$id",
  component: ProfileByIdRoute,
});

function ProfileByIdRoute() {
  const { id } = profileRoute.useParams();
  // The key remounts the page when moving between profiles.
  return <ProfilePage key={id} userId={id} />;
}
