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

export function postView(overrides: Partial<PostView> = {}): PostView {
  return {
    id: "post-1",
    title: "Hip escape drill",
    content: "Shrimp to the wall, 3 sets of 20.",
    category: "Brazilian Jiu-Jitsu",
    authorId: "user-1",
    attachments: [],
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    author: { displayName: "Ana de Souza", username: "ana_judo", experience: "8 years, brown belt" },
    comments: [],
    ...overrides,
  };
}
