import type { PostCategory } from "../values.ts";

// Social's events, on the SOCIAL stream: `social.post.<postId>` (a post and its comments),
// `social.upload.<uploadId>` (one attachment upload, from ticket to stored file),
// `social.connection.<pair>` (one connection between two members, the pair being their two ids in
// sorted order) and `social.pass.<memberId>` (whom a member passed in matching).

export type PostCreated = {
  postId: string;
  authorId: string;
  title: string | null;
  content: string;
  category: PostCategory;
  attachments: string[];
};
export type CommentAdded = { commentId: string; postId: string; authorId: string; content: string };
export type PostEvent = { type: "PostCreated"; data: PostCreated } | { type: "CommentAdded"; data: CommentAdded };

export type UploadIssued = { uploadId: string; ownerId: string; expiresAt: string };
export type UploadStored = { uploadId: string; objectKey: string; contentType: string; size: number };
export type UploadEvent = { type: "UploadIssued"; data: UploadIssued } | { type: "UploadStored"; data: UploadStored };

/**
 * A request is pending until the other member accepts it, or likes the requester back (a mutual
 * match); removing is declining, withdrawing or unfriending (SPEC §3, §4).
 */
export type ConnectionRequested = {
  connectionId: string;
  /** The requester. */
  userId: string;
  /** The member asked. */
  connectedUserId: string;
};
export type ConnectionAccepted = {
  connectionId: string;
  userId: string;
  connectedUserId: string;
  /** True when the receiver liked the requester back rather than accepting the request. */
  mutual: boolean;
};
export type ConnectionRemoved = { connectionId: string; userId: string; connectedUserId: string; removedBy: string };
export type ConnectionEvent =
  | { type: "ConnectionRequested"; data: ConnectionRequested }
  | { type: "ConnectionAccepted"; data: ConnectionAccepted }
  | { type: "ConnectionRemoved"; data: ConnectionRemoved };

/** A pass keeps the passed member out of the passer's candidates for MATCHING.passDays. */
export type MemberPassed = { userId: string; passedUserId: string };
export type PassEvent = { type: "MemberPassed"; data: MemberPassed };

export const SOCIAL_STREAM = { name: "SOCIAL", subjects: ["social.>"] } as const;
export const postSubject = (postId: string) => `social.post.${postId}`;
export const uploadSubject = (uploadId: string) => `social.upload.${uploadId}`;
/** The pair's aggregate id: the same whoever asks. */
export const connectionPairId = (a: string, b: string) => (a < b ? `${a}_${b}` : `${b}_${a}`);
export const connectionSubject = (pairId: string) => `social.connection.${pairId}`;
export const passSubject = (memberId: string) => `social.pass.${memberId}`;
