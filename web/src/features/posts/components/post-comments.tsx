import type { CommentView } from "@kumite/contracts/social/views";
import { Flex, Typography } from "antd";
import { usePostsText } from "../i18n/catalog.ts";
import { AuthorLine } from "./author-line.tsx";
import { PostTime } from "./post-time.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { memberName } from "@/shared/format/member-name.ts";
import { ReportBlockButton } from "@/shared/safety/report-block-button.tsx";

/** A post's comments, oldest first, each with its author and relative time. */
export function PostComments({ comments }: { comments: readonly CommentView[] }) {
  const { t } = usePostsText();
  if (comments.length === 0) return null;
  return (
    <PlainList label={t("post.comments")} gap="middle">
      {comments.map((comment) => (
        <li key={comment.id}>
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
