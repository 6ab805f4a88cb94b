import type { ReadStore } from "../read-store/port.ts";
import { MEMBERS, type Member, type MemberEntry } from "./directory.ts";
import { MemberNotFound } from "./refusals.ts";
import { isSuspended, suspendedAmong } from "./suspensions.ts";

// Reads of the member directory that every service shares. A deleted member is found by none of
// them but `wasDeleted`, which projections use to keep a deleted member's things from coming back.
// A suspended member is found by none of them either, while the suspension lasts (in a service that
// lists the suspensions projection): they are treated like a deleted one, and nothing is erased.

type Fields = Partial<Record<keyof Member, 1>>;

/** A member who exists and is not deleted. */
export async function findMember(store: ReadStore, memberId: string): Promise<Member | null> {
  const [entry, suspended] = await Promise.all([
    store.collection<MemberEntry>(MEMBERS).findOne({ _id: memberId }),
    isSuspended(store, memberId),
  ]);
  return entry && !entry.deleted && !suspended ? entry : null;
}

/** The member, or the "User not found" refusal. */
export async function requireMember(store: ReadStore, memberId: string): Promise<Member> {
  const member = await findMember(store, memberId);
  if (!member) throw new MemberNotFound();
  return member;
}

export async function memberExists(store: ReadStore, memberId: string): Promise<boolean> {
  const [entry, suspended] = await Promise.all([
    store.collection<MemberEntry>(MEMBERS).findOne({ _id: memberId }, { fields: { deleted: 1 } }),
    isSuspended(store, memberId),
  ]);
  return entry !== null && !entry.deleted && !suspended;
}

/** The name a member shows under; null for nobody or a deleted member. */
export async function displayNameOf(store: ReadStore, memberId: string): Promise<string | null> {
  const entry = await store
    .collection<MemberEntry>(MEMBERS)
    .findOne({ _id: memberId }, { fields: { displayName: 1, deleted: 1 } });
  return entry && !entry.deleted ? entry.displayName : null;
}

/** The members among `ids` who exist, by id, with only `fields` when given: one read for a page. */
export async function membersById<Wanted extends Fields>(
  store: ReadStore,
  ids: Iterable<string>,
  fields?: Wanted,
): Promise<Map<string, Member>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, Member>();
  if (unique.length === 0) return found;
  const [entries, suspended] = await Promise.all([
    store
      .collection<MemberEntry>(MEMBERS)
      .find({ _id: { $in: unique } }, fields ? { fields: { ...fields, deleted: 1 } } : {}),
    suspendedAmong(store, unique),
  ]);
  for (const entry of entries) if (!entry.deleted && !suspended.has(entry._id)) found.set(entry._id, entry);
  return found;
}

/** True once the member's deletion is known, whether or not they were ever seen registering. */
export async function wasDeleted(store: ReadStore, memberId: string): Promise<boolean> {
  const entry = await store.collection<MemberEntry>(MEMBERS).findOne({ _id: memberId }, { fields: { deleted: 1 } });
  return entry?.deleted === true;
}

/** Entries (tombstones included) changed after IDENTITY sequence `after`, with only `fields`. */
export function membersChangedSince(store: ReadStore, after: number, fields: Fields): Promise<MemberEntry[]> {
  return store
    .collection<MemberEntry>(MEMBERS)
    .find({ changedSeq: { $gt: after } }, { fields: { ...fields, deleted: 1, changedSeq: 1 } });
}
