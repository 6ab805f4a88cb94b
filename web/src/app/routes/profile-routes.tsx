import { createRoute } from "@tanstack/react-router";
import { useUserPostCount } from "@/features/posts/api/get-user-posts.ts";
import { UserPosts } from "@/features/posts/components/user-posts.tsx";
import { ProfilePage } from "@/features/profile/components/profile-page.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { rootRoute } from "./root-route.tsx";

/** /profile: the signed-in user's own profile. */
export const ownProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/profile",
  component: () => <ProfileWithPosts />,
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
  return <ProfileWithPosts key={id} userId={id} />;
}

/** The profile feature's page with the posts feature's list of the user's posts and their count. */
function ProfileWithPosts({ userId }: { userId?: string }) {
  const me = useCurrentUser();
  const id = userId ?? me.id;
  const postCount = useUserPostCount(id);
  return (
    <ProfilePage
      userId={id}
      postCount={postCount}
      renderPosts={({ emptyText }) => <UserPosts userId={id} emptyText={emptyText} />}
    />
  );
}
