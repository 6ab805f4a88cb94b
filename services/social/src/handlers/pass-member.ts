import { MATCHING } from "@kumite/contracts/limits";
import type { PassReply } from "@kumite/contracts/social/views";
import { DAY_MS } from "@kumite/contracts/time";
import { InvalidInput } from "@kumite/kit/errors";
import { requireMember } from "@kumite/kit/members";
import type { SocialDeps } from "../aggregates.ts";

/** A swipe left: the member stays out of one's candidates for MATCHING.passDays. */
export async function passMember(deps: SocialDeps, memberId: string, passedUserId: string): Promise<PassReply> {
  if (passedUserId === memberId) throw new InvalidInput("You cannot pass on yourself", { code: "matching.pass-self" });
  await requireMember(deps.store, passedUserId);
  const { events } = await deps.aggregates.passes.handle(
    memberId,
    { type: "PassMember", data: { passedUserId } },
    memberId,
  );
  const until = new Date(Date.parse(events[0]!.occurredAt) + MATCHING.passDays * DAY_MS).toISOString();
  return { passedUserId, until };
}
