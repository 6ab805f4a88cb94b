import type { PostView } from "@kumite/contracts/social/views";
import { Button, Flex, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { usePostComments } from "../api/get-post-comments.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { CommentList } from "./comment-list.tsx";
import { announce } from "@/shared/announcer/announcer.ts";
import { WaitingMessages } from "@/shared/outbox/waiting-messages.tsx";

/**
 * A post's latest comments (the feed carries at most three) and, when it has more, "View all N
 * comments": the whole thread then loads page by page, oldest first, and reads top-down. The focus
 * moves to the first comment each page brings, so it is never left on a button that went away.
 */
export function PostComments({ post }: { post: PostView }) {
  const { t } = usePostsText();
  const [threadAsked, setThreadAsked] = useState(false);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const thread = usePostComments(post.id, threadAsked);
  const loaded = threadAsked && thread.data ? thread.data.pages.flatMap((page) => page.comments) : null;
  const comments = loaded ?? post.comments;

  // Said at once: a region added together with its words is often not read (see LiveAnnouncer).
  useEffect(() => {
    if (thread.isError) announce(t("thread.failed"), { assertive: true });
  }, [thread.isError, t]);

  const viewAll = () => {
    announce(t("thread.loading"));
    setFocusAt(0);
    if (threadAsked) void thread.refetch();
    else setThreadAsked(true);
  };
  const loadMore = () => {
    announce(t("thread.loading"));
    setFocusAt(comments.length);
    void thread.fetchNextPage();
  };
  const shownCount = comments.length;
  const onFocused = useCallback(() => {
    setFocusAt(null);
    announce(t("thread.shown", { count: shownCount }));
  }, [t, shownCount]);

  return (
    <Flex vertical gap="small" align="flex-start">
      {!loaded && post.commentCount > post.comments.length && (
        <Button type="link" style={{ paddingInline: 0 }} loading={threadAsked && thread.isFetching} onClick={viewAll}>
          {t("thread.viewAll", { count: post.commentCount })}
        </Button>
      )}
      {thread.isError && <Typography.Text type="danger">{t("thread.failed")}</Typography.Text>}
      <div style={{ alignSelf: "stretch" }}>
        <CommentList comments={comments} focusAt={loaded ? focusAt : null} onFocused={onFocused} />
        <WaitingMessages kind="comment" target={post.id} />
      </div>
      {loaded && thread.hasNextPage && (
        <Button type="link" style={{ paddingInline: 0 }} loading={thread.isFetchingNextPage} onClick={loadMore}>
          {t("thread.loadMore")}
        </Button>
      )}
    </Flex>
  );
}
