import { z } from "zod";
import { MartialArtSchema } from "../identity/profile.ts";

// Connections between two members (SPEC §3, §4): a request is pending until the other member
// accepts it, or likes the requester back (a mutual match). One connection per pair of members:
// its events live on `social.connection.<pair>`, the pair being the two ids in sorted order.

export const CONNECTION_STATUSES = ["pending", "accepted"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

const MemberId = z.string().min(1).max(64);

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

export const ConnectionRequested = z.object({
  connectionId: z.string(),
  /** The requester. */
  userId: z.string(),
  /** The member asked. */
  connectedUserId: z.string(),
});
export type ConnectionRequested = z.infer<typeof ConnectionRequested>;

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

/** The pair's aggregate id: the same whoever asks. */
export const connectionPairId = (a: string, b: string) => (a < b ? `${a}_${b}` : `${b}_${a}`);
export const connectionSubject = (pairId: string) => `social.connection.${pairId}`;

/** A member as a connection shows them: never their coordinates. */
export const ConnectedMemberView = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string(),
  location: z.string(),
  martialArts: z.array(MartialArtSchema),
});
export type ConnectedMemberView = z.infer<typeof ConnectedMemberView>;

export const ConnectionView = z.object({
  id: z.string(),
  /** Who asked. */
  userId: z.string(),
  /** Who was asked. */
  connectedUserId: z.string(),
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
export const ConnectionCount = z.object({ userId: z.string(), count: z.number().int() });
export type ConnectionCount = z.infer<typeof ConnectionCount>;
