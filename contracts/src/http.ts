// Header and cookie names shared by the gateway, the services and the web app.

/** Set by the gateway only: `<userId or empty>.<issuedAtMs>.<hmac>`; any client copy is stripped. */
export const ACTOR_HEADER = "x-kumite-actor";
/** Read-your-writes across services: `<STREAM>:<sequence>` of the last append a reply caused. */
export const POSITION_HEADER = "x-kumite-position";
export const SESSION_COOKIE = "kumite_session";
export const REQUEST_ID_HEADER = "x-request-id";
/** Response header of a page of posts or comments: pass it back as `cursor` for the next page; absent on the last. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
/**
 * Sent with every write (POST, PUT, PATCH, DELETE) by the web: the same key from the same member
 * within 24 hours gets the first reply again.
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/**
 * Sent by the web's outbox with a write made earlier: the member who made it. The gateway refuses
 * the write (409 `session.other-member`) when the browser's session is now another member's, so a
 * tab left open never sends one member's waiting writes as another's.
 */
export const WRITTEN_BY_HEADER = "x-kumite-written-by";
/** On a reply replayed for a repeated Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = "idempotent-replayed";
