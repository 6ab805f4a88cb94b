import { Forbidden, NotFound } from "../errors.ts";

// The refusals every service meets when a call names a member: one wording and one code each.

export const MEMBER_NOT_FOUND = "User not found";
export const NOT_YOURSELF = "You can only act as yourself";

export class MemberNotFound extends NotFound {
  constructor() {
    super(MEMBER_NOT_FOUND, { code: "member.not-found" });
  }
}

/**
 * SPEC's bodies name the member acting (authorId, senderId, createdBy …); the actor always comes from
 * the session, so a body naming anyone else is refused.
 */
export function checkActingAsSelf(actorId: string, namedId: string): void {
  if (namedId !== actorId) throw new Forbidden(NOT_YOURSELF, { code: "member.not-self" });
}
