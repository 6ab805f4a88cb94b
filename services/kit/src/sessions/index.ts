// What identity hands a member who signs in, kept in Redis: a session, which the gateway resolves
// on every call, or, for a suspended member, a ticket moderation takes their appeal with.
export { issueAppealTicket, redeemAppealTicket } from "./appeal-tickets.ts";
export { SESSION_TTL_SECONDS, SESSIONS_ENDED_CHANNEL, SessionStore } from "./session-store.ts";
