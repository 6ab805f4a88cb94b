import { Forbidden } from "@kumite/kit/errors";

/** Bodies keep SPEC's authorId for compatibility, but the actor always comes from the session. */
export function checkActingAsSelf(memberId: string, namedId: string): void {
  if (namedId !== memberId) throw new Forbidden("You can only act as yourself", { code: "member.not-self" });
}
