import type { BarredMember } from "@kumite/contracts/dojo/views";
import { membersById } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { DOJO_BARS, type DojoBarDocument } from "../projections/bars.ts";

/** A dojo's barred members, the latest barred first; a deleted account shows without a name. */
export async function barredMembers(store: ReadStore, dojoId: string): Promise<BarredMember[]> {
  const bars = await store
    .collection<DojoBarDocument>(DOJO_BARS)
    .find({ dojoId, barred: true }, { sort: { barredAt: -1 } });
  const members = await membersById(
    store,
    bars.map((bar) => bar.memberId),
    { displayName: 1, username: 1 },
  );
  return bars.map(({ memberId, reason, barredBy, barredAt }) => {
    const member = members.get(memberId);
    return {
      userId: memberId,
      user: member ? { displayName: member.displayName, username: member.username } : null,
      reason,
      barredBy,
      barredAt,
    };
  });
}
