import { POST_LIMITS } from "@kumite/contracts/limits";
import type { CommentView, PostView } from "@kumite/contracts/social/views";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { PostPage } from "./post-pages.ts";
import { isPostListKey } from "./post-keys.ts";

/** The post with a new comment: the latest ones it carries in the feed, and one more in all. */
export function withNewComment(post: PostView, comment: CommentView): PostView {
  if (post.id !== comment.postId || post.comments.some((shown) => shown.id === comment.id)) return post;
  return {
    ...post,
    comments: [...post.comments, comment].slice(-POST_LIMITS.commentsInFeed),
    commentCount: post.commentCount + 1,
  };
}

/** Shows a new comment at once in every cached list of posts, before those lists refetch. */
export function addCommentToPostLists(client: QueryClient, comment: CommentView): void {
  client.setQueriesData<InfiniteData<PostPage>>({ predicate: ({ queryKey }) => isPostListKey(queryKey) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => withNewComment(post, comment)),
          })),
        }
      : data,
  );
}
