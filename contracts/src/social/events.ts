import type { PostCategory } from "../values.ts";

// Social's events, on the SOCIAL stream: `social.post.<postId>` (a post and its comments) and
// `social.upload.<uploadId>` (one attachment upload, from ticket to stored file).

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

export const SOCIAL_STREAM = { name: "SOCIAL", subjects: ["social.>"] } as const;
export const postSubject = (postId: string) => `social.post.${postId}`;
export const uploadSubject = (uploadId: string) => `social.upload.${uploadId}`;
