// The live stream (DESIGN.md, "Real time"): what services publish on NATS core subjects
// `live.user.<memberId>` after their append, and what the gateway relays to that member's open
// `GET /api/stream` as Server-Sent Events (the event name is `type`, the data the JSON). A hint
// only: the web refetches what it shows. Neither an event of the log nor an HTTP reply, and every
// context publishes some (messaging its messages, social its connections), so it is no context's.

export const liveSubject = (memberId: string) => `live.user.${memberId}`;

/**
 * `position` (as the position header has it, "STREAM:sequence") is where the change landed: the
 * browser remembers it, so the refetch the hint triggers waits until the service projected it.
 */
export type LiveEvent = (
  | { type: "message"; otherId: string; messageId: string }
  | { type: "group_message"; groupId: string; messageId: string }
  | { type: "notification"; notificationId: string }
  | { type: "connection"; connectionId: string }
  | { type: "typing"; fromId: string; name: string }
  /** A dojo's roster changed in a way this member sees: a join, a leave, a role, an owner, its profile. */
  | { type: "dojo"; dojoId: string }
  /** A training event changed: scheduled, joined, left, waitlisted, its maximum, cancelled. */
  | { type: "dojo_event"; eventId: string; dojoId: string }
) & { position?: string };

/** How long a "… is typing…" lasts without another typing event. */
export const TYPING_SHOWN_MS = 3000;
/** The gateway's heartbeat on an idle stream (a comment line), under common proxy timeouts. */
export const STREAM_HEARTBEAT_MS = 15_000;

/** The gateway's own SSE event, first on every stream (never published by a service). */
export const STREAM_READY_EVENT = "ready";
/** `ready`'s data: `resync` when the browser reconnected (`Last-Event-ID`) and may have missed events. */
export type StreamReady = { resync: boolean };
