import { Forbidden } from "@kumite/kit/errors";

/** Bodies keep SPEC's authorId for compatibility, but the actor always comes from the session. */
export function checkActsAsSelf(actorId: string, namedId: string): void {
  if (namedId !== actorId) throw new Forbidden("You can only act as yourself");
}
