import type { ConnectionStatus } from "@kumite/contracts/social/views";
import type { PostCategory } from "@kumite/contracts/values";
import type { Counted } from "./count-once.ts";

// Social's read models. Members (authors, candidates, either side of a connection) are the kit's
// member directory, joined in at query time, so a profile change shows on every old post at once.

export const POSTS = "posts";
export const COMMENTS = "comments";
/** Per day, how many posts it has in each category and with each word (a post counts on its day). */
export const POST_DAYS = "post_days";
export const UPLOADS = "uploads";
/** Per author, how many posts they have in each category: taken off the counts of a reader who does not see them. */
export const AUTHOR_CATEGORIES = "author_categories";

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
  /**
   * How many comments it has, kept as they come (count-once.ts marks which events it holds): a
   * feed page shows the count without counting comments, however many a post gathered.
   */
  commentCount: number;
  counted?: Counted["counted"];
};
/**
 * A comment, apart from its post: a post gathers comments without bound, and a document may not
 * grow past 16 MiB. A post's latest comments are joined into it when it is read; the rest come in
 * pages of their own.
 */
export type CommentDocument = {
  _id: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: string;
  /** The comment's place in the log (eventOrder): a post's comments show in the order they were added. */
  order: number;
};
/**
 * One day's counts: trending topics add up the last seven days, the sidebar's category counts every
 * day, so a post costs one update and neither read counts posts.
 */
export type PostDayDocument = Counted & {
  /** The day, `YYYY-MM-DD`. */
  _id: string;
  categories: Record<string, number>;
  words: Record<string, number>;
};
export type AuthorCategoriesDocument = Counted & {
  /** The author's id. */
  _id: string;
  categories: Record<string, number>;
};
export type UploadDocument = {
  _id: string;
  ownerId: string;
  status: "issued" | "stored";
  expiresAt: string;
  contentType: string | null;
  size: number | null;
};

// Matching and connections: the connections between members, and whom each member passed.
export const CONNECTIONS = "connections";
export const PASSES = "passes";

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
