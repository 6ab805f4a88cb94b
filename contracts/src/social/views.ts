import { z } from "zod";
import { PostCategorySchema } from "./commands.ts";

export const AuthorView = z.object({ displayName: z.string(), username: z.string(), experience: z.string() });
export type AuthorView = z.infer<typeof AuthorView>;

export const CommentView = z.object({
  id: z.string(),
  content: z.string(),
  postId: z.string(),
  authorId: z.string(),
  createdAt: z.string(),
  author: AuthorView,
});
export type CommentView = z.infer<typeof CommentView>;

export const PostView = z.object({
  id: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  category: PostCategorySchema,
  authorId: z.string(),
  attachments: z.array(z.string()),
  createdAt: z.string(),
  author: AuthorView,
  comments: z.array(CommentView),
});
export type PostView = z.infer<typeof PostView>;

export const PostList = z.array(PostView);
export type PostList = z.infer<typeof PostList>;

export const CategoryCount = z.object({ category: PostCategorySchema, count: z.number().int() });
export type CategoryCount = z.infer<typeof CategoryCount>;
export const CategoryCounts = z.array(CategoryCount);

export const TrendingTopics = z.object({
  categories: z.array(z.object({ category: PostCategorySchema, count: z.number().int() })),
  words: z.array(z.object({ word: z.string(), count: z.number().int() })),
});
export type TrendingTopics = z.infer<typeof TrendingTopics>;

/** Where to PUT the file, and the URL a post then carries. */
export const UploadTicket = z.object({ uploadURL: z.string(), objectURL: z.string() });
export type UploadTicket = z.infer<typeof UploadTicket>;

export const StoredFile = z.object({ url: z.string() });
export type StoredFile = z.infer<typeof StoredFile>;
