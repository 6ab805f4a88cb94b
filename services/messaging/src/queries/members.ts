import type { MemberSummary } from "@kumite/contracts/messaging/views";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { CONNECTIONS, MEMBERS, type MemberDocument } from "../projections/collections.ts";

/** A member who exists and is not deleted, as messages show them. */
export async function findMember(store: ReadStore, memberId: string): Promise<MemberSummary | null> {
  const member = await store.collection<MemberDocument>(MEMBERS).findOne({ _id: memberId });
  return member && !member.deleted
    ? { id: member._id, displayName: member.displayName, username: member.username }
    : null;
}

/** The members of `ids` who exist, by id: one lookup each, for a page of messages or notifications. */
export async function membersById(store: ReadStore, ids: Iterable<string>): Promise<Map<string, MemberSummary>> {
  const found = new Map<string, MemberSummary>();
  for (const id of new Set(ids)) {
    const member = await findMember(store, id);
    if (member) found.set(id, member);
  }
  return found;
}

export async function areConnected(store: ReadStore, a: string, b: string): Promise<boolean> {
  const connections = await store
    .collection(CONNECTIONS)
    .find({ members: a, status: "accepted" }, { fields: { members: 1 } });
  return connections.some((connection) => (connection.members as string[]).includes(b));
}
