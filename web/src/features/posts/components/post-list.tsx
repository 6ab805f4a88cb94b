import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button, Card, Flex, Skeleton } from "antd";
import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import type { ReactNode } from "react";
import type { PostPage } from "../api/post-pages.ts";
import { useLoadMoreSentinel } from "../hooks/use-load-more-sentinel.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { PostCard } from "./post-card.tsx";

// antd's Alert is a chunk the feed needs only when it fails: loaded then.
const FailedAlert = lazyComponent(() =>
  import("@/shared/components/failed-alert.tsx").then((module) => module.FailedAlert),
);

export interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<PostPage, unknown>>;
  /** Shown when there are no posts at all. */
  empty: ReactNode;
}

/** Posts page by page: the next page loads when the end of the list scrolls into view. */
export function PostList({ query, empty }: PostListProps) {
  const { t } = usePostsText();
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);

  if (isPending) {
    return (
      <Flex vertical gap="middle" aria-busy="true" aria-label={t("list.loading")}>
        {[0, 1, 2].map((key) => (
          <Card key={key}>
            <Skeleton avatar active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </Flex>
    );
  }
  // The query's error is always getPostPage's "Failed to fetch posts" (SPEC §8): said in the member's language.
  if (error) return <FailedAlert title={t("list.failed")} description={t("list.tryLater")} />;

  const posts = data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return empty;
  return (
    <Flex vertical gap="middle">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {hasNextPage && (
        <div ref={sentinel}>
          <Button block loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t("list.loadMore")}
          </Button>
        </div>
      )}
    </Flex>
  );
}
