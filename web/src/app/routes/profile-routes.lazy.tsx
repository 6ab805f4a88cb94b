import { createLazyRoute } from "@tanstack/react-router";
import { useUserPostCount } from "@/features/posts/api/get-user-posts.ts";
import { UserPosts } from "@/features/posts/components/user-posts.tsx";
import { ProfilePage } from "@/features/profile/components/profile-page.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";

/** The /profile and /profile/{id} screens, loaded with their routes. */
export const ownProfileLazyRoute = createLazyRoute("/profile")({ component: () => <ProfileWithPosts /> });

export const profileLazyRoute = createLazyRoute("/profile/$id")({ component: ProfileByIdRoute });

function ProfileByIdRoute() {
  const { id } = profileLazyRoute.useParams();
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
