import { z } from "zod";
import { ATTACHMENTS, MATCHING, POST_LIMITS } from "../limits.ts";
import {
  AGE_RANGES,
  GI_PREFERENCES,
  MARTIAL_ARTS,
  POST_CATEGORIES,
  SKILL_LEVELS,
  TRAINING_INTENSITIES,
  type MartialArt,
  type PostCategory,
} from "../values.ts";

const MemberId = z.string().min(1).max(64);

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
  authorId: MemberId,
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
  authorId: MemberId,
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const PostsQuery = z.object({
  category: PostCategorySchema.optional(),
  /** The `x-next-cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(POST_LIMITS.pageMax).default(POST_LIMITS.pageDefault),
});
export type PostsQuery = z.infer<typeof PostsQuery>;

/**
 * A page of one post's comments (GET /api/posts/{id}/comments): `newest` first or `oldest` first,
 * from the `x-next-cursor` of the previous page.
 */
export const PostCommentsQuery = z.object({
  order: z.enum(["newest", "oldest"]).default("oldest"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(POST_LIMITS.commentPageMax).default(POST_LIMITS.commentPageDefault),
});
export type PostCommentsQuery = z.infer<typeof PostCommentsQuery>;

export const UserPostsQuery = PostsQuery.omit({ category: true });

export const ObjectIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** SPEC's body: the actor is the requester (`userId`), a like of `connectedUserId`. */
export const RequestConnectionBody = z.object({
  userId: MemberId,
  connectedUserId: MemberId,
  status: z.literal("pending").optional(),
});
export type RequestConnectionBody = z.infer<typeof RequestConnectionBody>;

/** Only the receiver may accept; declining or withdrawing is a DELETE. */
export const UpdateConnectionBody = z.object({ status: z.literal("accepted") });
export type UpdateConnectionBody = z.infer<typeof UpdateConnectionBody>;

export const ConnectionIdParams = z.object({ id: z.string().min(1).max(64) });

/** "all" is SPEC's default of a choice filter; the web leaves it out, a caller may send it. */
const ALL = "all";
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ALL])
    .optional()
    .transform((value) => (value === ALL ? undefined : (value as T[number] | undefined)));

const martialArtList = z
  .string()
  .max(400)
  .transform((list, context) => {
    const arts = [
      ...new Set(
        list
          .split(",")
          .map((art) => art.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = arts.filter((art) => !(MARTIAL_ARTS as readonly string[]).includes(art));
    if (unknown.length > 0) {
      context.addIssue({ code: "custom", message: `unknown martial art: ${unknown.join(", ")}` });
      return z.NEVER;
    }
    return arts as MartialArt[];
  });

const kilometres = z.coerce
  .number({ error: "must be a number of kilometres" })
  .min(MATCHING.minDistanceKm, `must be at least ${MATCHING.minDistanceKm} km`)
  .max(MATCHING.maxDistanceKm, `must be at most ${MATCHING.maxDistanceKm} km`);

/** Matching's filters (SPEC §2 Matching, §5, §7): candidates for a member, best first. */
export const MatchingQuery = z.object({
  martialArts: martialArtList.optional(),
  skillLevel: choice(SKILL_LEVELS),
  ageRange: choice(AGE_RANGES),
  maxDistance: kilometres.default(MATCHING.defaultMaxDistanceKm),
  giPreference: choice(GI_PREFERENCES),
  intensity: choice(TRAINING_INTENSITIES),
  /** Needs one's own weight in the profile; candidates without a weight are then left out. */
  maxWeightDifference: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "must be a number of kilograms" })
      .min(0, "must not be negative")
      .max(MATCHING.maxWeightDifferenceKg, `must be at most ${MATCHING.maxWeightDifferenceKg} kg`)
      .optional(),
  ),
});
export type MatchingQuery = z.infer<typeof MatchingQuery>;

export const MatchingParams = z.object({ userId: MemberId });

export const PassBody = z.object({ passedUserId: MemberId });
export type PassBody = z.infer<typeof PassBody>;
