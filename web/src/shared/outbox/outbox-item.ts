import type { HttpMethod } from "@/shared/api/api-request.ts";

/** What a member can do without a network and have sent later. */
export type OutboxKind = "message" | "groupMessage" | "comment" | "like" | "eventJoin" | "eventLeave";

/** One write waiting in the outbox: the call as it will be sent, and what screens show of it. */
export type OutboxItem = {
  /** Also the call's Idempotency-Key: however often it is sent, the server stores it once. */
  id: string;
  memberId: string;
  kind: OutboxKind;
  method: HttpMethod;
  path: string;
  body?: unknown;
  /** Where it shows while it waits: the other member, the group, the post or the event. */
  target: string;
  /** What the member wrote or what it is about (an event's title, a member's name). */
  text: string;
  /** Query keys whose data changes once it is sent: refetched then. */
  refresh: ReadonlyArray<readonly unknown[]>;
  createdAt: number;
};

/** What a caller gives; the outbox adds the id and the time. */
export type OutboxDraft = Omit<OutboxItem, "id" | "createdAt">;

/**
 * How long a write waits: the server keeps an Idempotency-Key's reply for 24 hours, and a write
 * sent after that could be stored twice if an earlier try had reached it. A day-old write is
 * dropped, and the member told.
 */
export const OUTBOX_MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Replies after which a write waits and is tried again: nothing was stored (signed out meanwhile,
 * too many calls, a service down), or an earlier try of the same key is still in flight. Any other
 * 409 is the server's answer (already connected, the event is full) and stands.
 */
export function isWorthRetrying(status: number, code: string | null): boolean {
  if (status === 409) return code === "idempotency.in-progress";
  return [401, 408, 425, 429].includes(status) || status >= 500;
}
