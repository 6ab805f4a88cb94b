import type { PostCategory } from "@kumite/contracts/values";
import { createLazyRoute } from "@tanstack/react-router";
import { Skeleton } from "antd";
import { FeaturedDojosPanel } from "@/features/dojos/components/featured-dojos-panel.tsx";
import { GroupChatsShortcut } from "@/features/group-chat/components/group-chats-shortcut.tsx";
import { UpcomingEventsPanel } from "@/features/events/components/upcoming-events-panel.tsx";
import { HomePage } from "@/features/feed/components/home-page.tsx";
import { CategorySidebar } from "@/features/posts/components/category-sidebar.tsx";
import { FeedPosts } from "@/features/posts/components/feed-posts.tsx";
import { PostComposer } from "@/features/posts/components/post-composer.tsx";
import { TrendingPanel } from "@/features/posts/components/trending-panel.tsx";
import { lazyComponent } from "@/shared/components/lazy-component.tsx";

// The dropdown filter shows on small screens only (large ones have the sidebar), and antd's Select
// is most of its code: it loads where it shows.
const CategorySelect = lazyComponent(() =>
  import("@/features/posts/components/category-select.tsx").then((module) => module.CategorySelect),
);

/** The / screen, loaded with its route. */
export const homeLazyRoute = createLazyRoute("/")({ component: HomeRoute });

/** The home screen: the feed feature's layout filled with the posts, group chats, dojos and events features. */
function HomeRoute() {
  const category = homeLazyRoute.useSearch({ select: (search) => search.category ?? null });
  const navigate = homeLazyRoute.useNavigate();
  const select = (next: PostCategory | null) => void navigate({ search: next ? { category: next } : {} });

  return (
    <HomePage
      categorySidebar={<CategorySidebar selected={category} onSelect={select} />}
      categorySelect={
        <CategorySelect selected={category} onSelect={select} fallback={<Skeleton.Input active block />} />
      }
      composer={<PostComposer chatShortcut={<GroupChatsShortcut />} />}
      feed={<FeedPosts category={category} />}
      panels={
        <>
          <TrendingPanel onSelectCategory={select} />
          <UpcomingEventsPanel />
          <FeaturedDojosPanel />
        </>
      }
    />
  );
}
