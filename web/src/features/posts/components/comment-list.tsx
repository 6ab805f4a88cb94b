import type { CommentView } from "@kumite/contracts/social/views";
import { Flex, Typography } from "antd";
import { useEffect, useRef } from "react";
import { usePostsText } from "../i18n/catalog.ts";
import { AuthorLine } from "./author-line.tsx";
import { PostTime } from "./post-time.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { memberName } from "@/shared/format/member-name.ts";
import { ReportBlockButton } from "@/shared/safety/report-block-button.tsx";

export interface CommentListProps {
  comments: readonly CommentView[];
  /**
   * The entry that takes the keyboard focus once it is shown: the first of those just loaded, so
   * that whoever asked for them reads on from there instead of losing their place.
   */
  focusAt?: number | null;
  /** Called once the entry at `focusAt` has the focus. */
  onFocused?: () => void;
}

/** Comments in the order given, each with its author and relative time. */
export function CommentList({ comments, focusAt = null, onFocused }: CommentListProps) {
  const { t } = usePostsText();
  const entries = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    const entry = focusAt === null ? null : entries.current[focusAt];
    if (!entry) return;
    entry.focus();
    onFocused?.();
  }, [focusAt, comments, onFocused]);

  if (comments.length === 0) return null;
  return (
    <PlainList label={t("post.comments")} gap="middle">
      {comments.map((comment, index) => (
        <li
          key={comment.id}
          ref={(element) => {
            entries.current[index] = element;
          }}
          // Focusable by script only: the focus lands here when a page of comments arrives.
          tabIndex={-1}
        >
          <Flex justify="space-between" align="flex-start" gap="small">
            <AuthorLine
              small
              author={comment.author}
              authorId={comment.authorId}
              detail={<PostTime date={comment.createdAt} />}
            />
            <ReportBlockButton member={{ id: comment.authorId, name: memberName(comment.author) }} compact />
          </Flex>
          <Typography.Paragraph style={{ margin: "4px 0 0 36px", whiteSpace: "pre-wrap" }}>
            {comment.content}
          </Typography.Paragraph>
        </li>
      ))}
    </PlainList>
  );
}
