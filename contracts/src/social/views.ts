import { z } from "zod";
import { AuthorId, MemberId, shownMember } from "../members.ts";
import { MartialArtSchema } from "../identity/profile.ts";
import { AGE_RANGES, GI_PREFERENCES, SKILL_LEVELS, TRAINING_GOALS, TRAINING_INTENSITIES, WEEKDAYS } from "../values.ts";
import { PostCategorySchema } from "./commands.ts";

export const AuthorView = shownMember(
  z.object({ displayName: z.string(), username: z.string(), experience: z.string() }),
);
export type AuthorView = z.infer<typeof AuthorView>;

export const CommentView = z.object({
  id: z.string(),
  content: z.string(),
  postId: z.string(),
  authorId: AuthorId,
  createdAt: z.string(),
  author: AuthorView,
});
export type CommentView = z.infer<typeof CommentView>;

/** A page of one post's comments; the next page's cursor comes in the `x-next-cursor` header. */
export const CommentList = z.array(CommentView);
export type CommentList = z.infer<typeof CommentList>;

export const PostView = z.object({
  id: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  category: PostCategorySchema,
  authorId: AuthorId,
  attachments: z.array(z.string()),
  createdAt: z.string(),
  author: AuthorView,
  /** The latest comments the reader may see (at most POST_LIMITS.commentsInFeed), oldest of them first. */
  comments: z.array(CommentView),
  /** Every comment the reader may see (hidden authors' left out), of which `comments` are the latest. */
  commentCount: z.number().int(),
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

const CONNECTION_STATUSES = ["pending", "accepted"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A member as a connection shows them: never their coordinates. */
export const ConnectedMemberView = shownMember(
  z.object({
    id: MemberId,
    displayName: z.string(),
    username: z.string(),
    location: z.string(),
    martialArts: z.array(MartialArtSchema),
  }),
);
export type ConnectedMemberView = z.infer<typeof ConnectedMemberView>;

export const ConnectionView = z.object({
  id: z.string(),
  /** Who asked. */
  userId: MemberId,
  /** Who was asked. */
  connectedUserId: MemberId,
  status: z.enum(CONNECTION_STATUSES),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** Accepted by a mutual like (a match) rather than by answering the request. */
  matched: z.boolean(),
  user: ConnectedMemberView,
  connectedUser: ConnectedMemberView,
});
export type ConnectionView = z.infer<typeof ConnectionView>;

/** The reply to a like: `matched` when it accepted the other member's pending request. */
export const ConnectionReply = ConnectionView;
export type ConnectionReply = z.infer<typeof ConnectionReply>;

export const ConnectionList = z.array(ConnectionView);

/** A profile's Connections count: accepted connections only. */
export const ConnectionCount = z.object({ userId: MemberId, count: z.number().int() });
export type ConnectionCount = z.infer<typeof ConnectionCount>;

/** Until when the passed member stays out of the passer's candidates. */
export const PassReply = z.object({ passedUserId: MemberId, until: z.string() });
export type PassReply = z.infer<typeof PassReply>;

/**
 * Why a candidate was suggested: they asked to connect, share arts, level, days or goals (the
 * shared values, all of them), or train within a few kilometres.
 */
export const MatchReason = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("asked-you") }),
  z.object({ kind: z.literal("arts"), values: z.array(MartialArtSchema) }),
  z.object({ kind: z.literal("skill"), value: z.enum(SKILL_LEVELS) }),
  z.object({ kind: z.literal("distance"), km: z.number() }),
  z.object({ kind: z.literal("days"), values: z.array(z.enum(WEEKDAYS)) }),
  z.object({ kind: z.literal("goals"), values: z.array(z.enum(TRAINING_GOALS)) }),
]);
export type MatchReason = z.infer<typeof MatchReason>;

/** What a swipe card shows: never the candidate's coordinates, only the distance. */
export const MatchCandidate = shownMember(
  z.object({
    id: MemberId,
    displayName: z.string(),
    username: z.string(),
    martialArts: z.array(MartialArtSchema),
    skillLevel: z.enum(SKILL_LEVELS).nullable(),
    ageRange: z.enum(AGE_RANGES).nullable(),
    experience: z.string(),
    rank: z.string(),
    location: z.string(),
    availability: z.array(z.enum(WEEKDAYS)),
    trainingGoals: z.array(z.enum(TRAINING_GOALS)),
    bio: z.string(),
    giPreference: z.enum(GI_PREFERENCES).nullable(),
    intensity: z.enum(TRAINING_INTENSITIES).nullable(),
    weightKg: z.number().nullable(),
    /** Kilometres to one decimal, when both members have coordinates. */
    distanceKm: z.number().nullable(),
    /** 0–100: higher is a better fit. */
    score: z.number(),
    /** Short reasons it was suggested, the strongest first, in English. */
    reasons: z.array(z.string()),
    /** The same reasons as data, in the same order, for a client to word in its own language. */
    matchReasons: z.array(MatchReason),
  }),
);
export type MatchCandidate = z.infer<typeof MatchCandidate>;
export const MatchCandidates = z.array(MatchCandidate);
