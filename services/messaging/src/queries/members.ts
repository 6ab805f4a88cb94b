import type { MemberSummary } from "@kumite/contracts/messaging/views";
import { type Member, membersById } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";

/** A member as messages, group chats and notifications show them. */
export const summaryOf = ({ _id: id, displayName, username }: Member): MemberSummary => ({ id, displayName, username });

/** The members of `ids` who exist, as summaries by id: one read for a page. */
export async function summariesById(store: ReadStore, ids: Iterable<string>): Promise<Map<string, MemberSummary>> {
  const members = await membersById(store, ids, { displayName: 1, username: 1 });
  return new Map([...members].map(([id, member]) => [id, summaryOf(member)]));
}
