// Every `code` an error reply of the API can carry: `{ message, code, issues? }`. The message is
// English for logs and tools; the web shows its own translation of the code. This is the only list:
// the servers may send no other code, and nothing here goes unsent (error-codes.unit.spec.ts reads
// their source to check both ways). Codes are stable: rename one only together with the web.

/**
 * The generic code of each kind of domain error (services/kit/src/errors.ts), sent when the throw
 * names no code of its own. The kinds are these names, so a new kind starts here.
 */
export const KIND_ERROR_CODES = [
  "invalid",
  "unauthenticated",
  "forbidden",
  "not-found",
  "conflict",
  "expired",
  "unprocessable",
  "too-large",
  "unsupported-type",
  "unavailable",
  "too-many-requests",
] as const;
export type KindErrorCode = (typeof KIND_ERROR_CODES)[number];

/** The codes of the replies any call may get: from the kit, its idempotency keys, and the gateway. */
export const REQUEST_ERROR_CODES = [
  "validation.invalid", // 400 a body, query or path broke its schema; the reply lists the `issues`
  "request.invalid", // 400 a body the server cannot read (unparsable JSON …)
  "request.malformed-url", // 400 a URL the gateway cannot forward
  "request.too-deep", // 400 a body nested too deeply to fingerprint
  "request.too-large", // 413 a body over the limit
  "request.unsupported-type", // 415 a content type no route takes
  "route.not-found", // 404 no such route
  "auth.required", // 401 signed out, on a call that needs a session
  "session.other-member", // 409 a waiting write made by another member than the session's (Written-By)
  "auth.unsigned-call", // 401 a service called without the gateway's signature
  "rate-limited", // 429 too many attempts (sign-in, sign-up, an open call: a calendar feed, an appeal); Retry-After says when to try again
  "idempotency.invalid-key", // 400 an Idempotency-Key that is not 1 to 255 visible ASCII characters
  "idempotency.in-progress", // 409 the same key's first request is still running
  "idempotency.key-reused", // 422 the key came with another request before
  "write.changed-meanwhile", // 409 racing writers; trying again works
  "save.unavailable", // 503 the event log is out of reach: nothing was stored
  "save.unknown", // 503 the event log did not confirm the write in time: sent again with its Idempotency-Key, it is stored once
  "request.unavailable", // 503 the idempotency store, or the gateway's rate-limit counters, are out of reach: nothing was done
  "service.starting", // 503 a service still replaying its read models
  "read.behind", // 503 the read models have not reached the caller's position token in time: asked again, they have
  "service.unavailable", // 503 the gateway cannot reach the owning service
  "service.timeout", // 504 the owning service did not answer in time
  "service.failed", // 502 the owning service's answer broke off
  "service.outcome-unknown", // 502 the owning service stopped after a write reached it: it may have been saved
  "live.unavailable", // 503 live updates (GET /api/stream) cannot be served right now
  "server.error", // 500 a bug: nothing more is said
] as const;

/** The codes of what a member may be told no to, by area. */
export const DOMAIN_ERROR_CODES = [
  // Sign-up, sign-in, the account and profiles (identity)
  "auth.invalid-credentials",
  "auth.suspended",
  "auth.not-signed-in",
  "auth.email-taken",
  "auth.username-taken",
  "account.wrong-password",
  "profile.not-own",
  "profile.location-too-often",
  "member.not-found",
  "member.not-self",
  // A member's data export (identity; its archive through the gateway)
  "export.too-soon",
  "export.not-found",
  "export.preparing",
  // Posts, comments and attachments (social)
  "post.not-found",
  "cursor.invalid",
  "attachment.not-uploaded",
  "attachment.not-own",
  "upload.not-found",
  "upload.not-own",
  "upload.used",
  "upload.expired",
  "upload.too-large",
  "upload.unsupported-type",
  "file.not-found",
  // Connections and matching (social)
  "connection.self",
  "connection.not-found",
  "connection.already-requested",
  "connection.already-connected",
  "connection.not-receiver",
  "matching.not-own",
  "matching.pass-self",
  "matching.weight-needed",
  // Messages, group chats and notifications (messaging)
  "message.self",
  "message.typing-not-allowed",
  "group-chat.not-found",
  "group-chat.members-only",
  "group-chat.dojo-needed",
  "group-chat.dojo-only",
  "group-chat.not-connected",
  "group-chat.dojo-roster",
  "group-chat.gym-needed",
  "group-chat.gym-only",
  "group-chat.not-joinable",
  "group-chat.dojo-manage-only", // 403 a dojo's chat is made by its owner or a leader ("manage dojo")
  "group-chat.creator-only", // 403 only the group chat's creator removes its members
  "group-chat.remove-self", // 403 the creator does not remove themselves
  "group-chat.removed", // 403 a member the creator of a match chat removed is added to it again
  "group-chat.public-room", // 403 a gym's chat has no owner: nobody removes its members
  "notification.not-found",
  "notification.not-own",
  // Dojos: the roster, its roles and invitations (dojo)
  "dojo.not-found",
  "dojo.in-another-dojo",
  "dojo.invite-not-connected",
  "dojo.invitee-in-a-dojo",
  "dojo.not-member",
  "dojo.manage-only",
  "dojo.owner-cannot-leave",
  "dojo.member-not-found",
  "dojo.owner-role",
  "dojo.own-role",
  "dojo.role-not-allowed",
  "dojo.owner-only",
  "dojo.new-owner-not-leader",
  "dojo.invite-forbidden",
  "dojo.already-member",
  "dojo.invitation-limit",
  "dojo.invitation-not-found",
  "dojo.invitation-expired",
  "dojo.barred", // 403 a member barred from the dojo joins it or accepts an invitation to it
  "dojo.invitee-barred", // 409 an invitation to a member barred from the dojo
  "dojo.remove-forbidden", // 403 removing, barring or letting back one not ranked below; listing the barred
  "dojo.owner-not-removable", // 403 the owner is never removed from their dojo
  "dojo.remove-self", // 403 nobody removes themselves: they leave
  // Dojo training events: who schedules and sees them, their places, waitlist and invitations (dojo)
  "dojo-event.not-found",
  "dojo-event.create-forbidden",
  "dojo-event.date-past",
  "dojo-event.full",
  "dojo-event.past",
  "dojo-event.cancelled",
  "dojo-event.capacity-below-participants",
  "dojo-event.organiser-only",
  "dojo-event.invite-not-allowed",
  // Gyms: adding one, its open mats and linked dojos (gym)
  "gym.not-found",
  "gym.duplicate",
  "gym.open-mat-not-found",
  "gym.open-mat-exists",
  "gym.open-mat-limit",
  "gym.dojo-not-found",
  "gym.dojo-owner-only",
  "gym.dojo-limit",
  // Add Gym's address lookup (gym)
  "geocoder.off", // 503 no geocoder is configured (GEOCODER_URL): the pin is placed on the map
  "geocoder.failed", // 502 the geocoder failed or did not answer in time
  "geocoder.too-many", // 429 a member's new address lookups past the minute's allowance
  // Safety: blocks, reports, suspensions and appeals (moderation)
  "block.self",
  "block.limit",
  "report.self",
  "report.daily-limit",
  "moderation.not-suspended",
  "moderation.appeal-sent",
  "appeal.ticket-invalid",
  // Blocks enforced where members reach each other: messages, group chats, dojo and event invites (messaging, dojo)
  "block.blocked",
  // Search over members, dojos, gyms and events (identity, dojo, gym)
  "search.too-long", // 400 a query over SEARCH_QUERY_MAX_CHARS characters or SEARCH_QUERY_MAX_WORDS words
] as const;

export const ERROR_CODES = [...KIND_ERROR_CODES, ...REQUEST_ERROR_CODES, ...DOMAIN_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Lower-case words in kebab case, in dot-separated parts: `connection.already-requested`. */
export const ERROR_CODE_FORMAT = /^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)*$/;

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && KNOWN.has(value);
