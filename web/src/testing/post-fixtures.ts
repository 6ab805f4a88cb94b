import type { CommentView, PostView } from "@kumite/contracts/social/views";

export function commentView(overrides: Partial<CommentView> = {}): CommentView {
  return {
    id: "comment-1",
    content: "Great drill, osu!",
    postId: "post-1",
    authorId: "user-2",
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    author: { displayName: "Kenji Sato", username: "kenji", experience: "Karate black belt" },
    ...overrides,
  };
}

/** A post as the feed answers it; its comment count is its comments' unless given. */
export function postView(overrides: Partial<PostView> = {}): PostView {
  const comments = overrides.comments ?? [];
  return {
    id: "post-1",
    title: "Hip escape drill",
    content: "Shrimp to the wall, 3 sets of 20.",
    category: "Brazilian Jiu-Jitsu",
    authorId: "user-1",
    attachments: [],
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    author: { displayName: "Ana de Souza", username: "ana_judo", experience: "8 years, brown belt" },
    comments,
    commentCount: comments.length,
    ...overrides,
  };
}

/** `count` comments on a post, oldest first, a minute apart: "Comment 1" … "Comment N". */
export function commentViews(count: number, postId = "post-1"): CommentView[] {
  const start = Date.now() - count * 60 * 1000;
  return Array.from({ length: count }, (_, index) =>
    commentView({
      id: `comment-${index + 1}`,
      postId,
      content: `Comment ${index + 1}`,
      createdAt: new Date(start + index * 60 * 1000).toISOString(),
    }),
  );
}
