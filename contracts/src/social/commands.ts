import { z } from "zod";
import { ATTACHMENTS, POST_LIMITS } from "../limits.ts";
import { POST_CATEGORIES, type PostCategory } from "../values.ts";

export const PostCategorySchema = z.enum(POST_CATEGORIES as [PostCategory, ...PostCategory[]]);
/** Where a stored attachment is served; the only attachment URLs a post may carry. */
export const ATTACHMENT_URL = /^\/api\/objects\/([A-Za-z0-9-]{1,64})$/;

export const CreatePostBody = z.object({
  title: z
    .string()
    .trim()
    .max(POST_LIMITS.titleMax)
    .optional()
    .nullable()
    .transform((title) => (title ? title : null)),
  content: z.string().trim().min(1, "is required").max(POST_LIMITS.contentMax),
  category: PostCategorySchema,
  authorId: z.string().min(1).max(64),
  attachments: z
    .array(z.string().regex(ATTACHMENT_URL, "must be a file uploaded through Kumite"))
    .max(ATTACHMENTS.maxFiles, `at most ${ATTACHMENTS.maxFiles} files`)
    .refine((urls) => new Set(urls).size === urls.length, "must not repeat a file")
    .default([]),
});
export type CreatePostBody = z.infer<typeof CreatePostBody>;
export type CreatePostInput = z.input<typeof CreatePostBody>;

export const CreateCommentBody = z.object({
  content: z.string().trim().min(1, "is required").max(POST_LIMITS.commentMax),
  postId: z.string().min(1).max(64),
  authorId: z.string().min(1).max(64),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const PostsQuery = z.object({
  category: PostCategorySchema.optional(),
  /** The `x-next-cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(POST_LIMITS.pageMax).default(POST_LIMITS.pageDefault),
});
export type PostsQuery = z.infer<typeof PostsQuery>;

export const UserPostsQuery = PostsQuery.omit({ category: true });

export const ObjectIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
