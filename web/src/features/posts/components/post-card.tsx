import type { PostView } from "@kumite/contracts/social/views";
import { Card, Flex, Typography, theme } from "antd";
import { usePostsText } from "../i18n/catalog.ts";
import { categoryLabel } from "../utils/category-groups.ts";
import { AuthorLine } from "./author-line.tsx";
import { CommentForm } from "./comment-form.tsx";
import { PostAttachments } from "./post-attachments.tsx";
import { TopicTag } from "./topic-tag.tsx";
import { PostComments } from "./post-comments.tsx";
import { PostContent } from "./post-content.tsx";
import { PostTime } from "./post-time.tsx";
import { memberName } from "@/shared/format/member-name.ts";
import { ReportBlockButton } from "@/shared/safety/report-block-button.tsx";

/** A post (SPEC §2): author, category, optional title, content, attachments, time and comments. */
export function PostCard({ post }: { post: PostView }) {
  const { t } = usePostsText();
  const { token } = theme.useToken();
  const label = post.title ?? t("post.byAuthor", { name: memberName(post.author) });
  return (
    <article aria-label={label}>
      <Card>
        {/* On a phone the category goes under the author rather than squeezing their name. */}
        <Flex justify="space-between" align="flex-start" gap="middle" wrap>
          <div style={{ flex: "1 1 10rem", minWidth: 0 }}>
            <AuthorLine author={post.author} authorId={post.authorId} detail={post.author.experience || undefined} />
          </div>
          <Flex vertical align="flex-end" gap={4} style={{ flexShrink: 0 }}>
            <Flex align="center" gap={4}>
              <TopicTag red>{categoryLabel(t, post.category)}</TopicTag>
              <ReportBlockButton member={{ id: post.authorId, name: memberName(post.author) }} compact />
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <PostTime date={post.createdAt} />
            </Typography.Text>
          </Flex>
        </Flex>
        {post.title && (
          <Typography.Title level={4} style={{ margin: "16px 0 0" }}>
            {post.title}
          </Typography.Title>
        )}
        <PostContent content={post.content} />
        <PostAttachments urls={post.attachments} />
        {/* A rule drawn by the comments' own border: antd's Divider is a chunk of its own on the feed. */}
        <Flex
          vertical
          gap="middle"
          style={{ marginTop: 16, paddingTop: 16, borderTop: `1px solid ${token.colorSplit}` }}
        >
          <PostComments post={post} />
          <CommentForm postId={post.id} />
        </Flex>
      </Card>
    </article>
  );
}
