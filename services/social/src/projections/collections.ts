import type { UserRegistered } from "@kumite/contracts/identity/events";
import type { ConnectionStatus } from "@kumite/contracts/social/connections";
import type { PostCategory } from "@kumite/contracts/values";

// Social's read models. Authors are joined into posts at query time, so a profile change shows on
// every old post and comment at once.

export const POSTS = "posts";
export const AUTHORS = "authors";
export const DELETED_USERS = "deleted_users";
export const CATEGORY_COUNTS = "category_counts";
export const TRENDING_DAYS = "trending_days";
export const UPLOADS = "uploads";

export type CommentDocument = { id: string; content: string; postId: string; authorId: string; createdAt: string };
export type PostDocument = {
  _id: string;
  title: string | null;
  content: string;
  category: PostCategory;
  authorId: string;
  attachments: string[];
  createdAt: string;
  /** createdAt then id: a total order for the feed and its cursors. */
  sortKey: string;
  comments: CommentDocument[];
};
export type AuthorDocument = { _id: string; displayName: string; username: string; experience: string };
export type CategoryCountDocument = { _id: PostCategory; count: number };
export type UploadDocument = {
  _id: string;
  ownerId: string;
  status: "issued" | "stored";
  expiresAt: string;
  contentType: string | null;
  size: number | null;
};

// Matching and connections: members as matching sees them, the connections between them, and
// whom each member passed.
export const MEMBERS = "members";
export const CONNECTIONS = "connections";
export const PASSES = "passes";
/** Which build of the matching read model this is: a rebuild starts a new one. */
export const MATCHING_META = "matching_meta";
export const MATCHING_GENERATION = "generation";

export type MemberProfile = Omit<UserRegistered, "userId">;
/**
 * A member, or the tombstone of a deleted one (which no candidate search or connection finds).
 * `changedSeq` is the IDENTITY sequence of the event that last changed it: how the candidate
 * index (queries/candidate-pool.ts) finds what changed.
 */
export type MemberDocument =
  | (MemberProfile & { _id: string; deleted?: false; changedSeq: number })
  | { _id: string; deleted: true; changedSeq: number };
export type ActiveMemberDocument = Extract<MemberDocument, { deleted?: false }>;
export type ConnectionDocument = {
  _id: string;
  pairId: string;
  userId: string;
  connectedUserId: string;
  /** Both members, for "every connection of this member". */
  members: [string, string];
  status: ConnectionStatus;
  createdAt: string;
  acceptedAt: string | null;
  /** Accepted by a like back rather than by answering the request. */
  matched: boolean;
};
export type PassDocument = { _id: string; userId: string; passedUserId: string; passedAt: string };
