import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

// A suspended member cannot sign in, so cannot appeal with a session. Identity, having checked
// their password, hands them a ticket with its refusal; moderation takes the appeal with it. The
// ticket names the member only in Redis, for an hour, and is used once.

export const APPEAL_TICKET_TTL_SECONDS = 60 * 60;
const TICKET = /^[A-Za-z0-9_-]{43}$/;
const ticketKey = (ticket: string) => `appeal-ticket:${ticket}`;

export async function issueAppealTicket(redis: Redis, memberId: string): Promise<string> {
  const ticket = randomBytes(32).toString("base64url");
  await redis.set(ticketKey(ticket), memberId, "EX", APPEAL_TICKET_TTL_SECONDS);
  return ticket;
}

/** The member the ticket was issued to, once; null for an unknown, used or expired ticket. */
export async function redeemAppealTicket(redis: Redis, ticket: string): Promise<string | null> {
  if (!TICKET.test(ticket)) return null;
  return redis.getdel(ticketKey(ticket));
}
