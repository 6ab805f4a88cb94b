import { MODERATION_STREAM, type CaseEvent } from "@kumite/contracts/moderation/events";
import { defineProjection, type EventsOf } from "../projection/define.ts";
import type { ReadStore } from "../read-store/port.ts";

// Who is suspended (moderation's events), for every service: a suspended member is treated like a
// deleted one (their content hidden, not erased) until the suspension is lifted. Each change names
// its suspension, so a lift applied again never undoes a later suspension.

export const SUSPENDED_MEMBERS = "suspended_members";
export type SuspendedMemberDocument = { _id: string; suspensionId: string; suspendedAt: string };

export const suspensionsProjection = defineProjection<EventsOf<CaseEvent>>({
  name: "suspensions",
  streams: [MODERATION_STREAM.name],
  foundation: true,
  on: {
    async MemberSuspended({ data }, store) {
      const suspended: SuspendedMemberDocument = {
        _id: data.memberId,
        suspensionId: data.suspensionId,
        suspendedAt: data.suspendedAt,
      };
      await store
        .collection<SuspendedMemberDocument>(SUSPENDED_MEMBERS)
        .replaceOne({ _id: data.memberId }, suspended, { upsert: true });
    },
    async SuspensionLifted({ data }, store) {
      await store.collection(SUSPENDED_MEMBERS).deleteOne({ _id: data.memberId, suspensionId: data.suspensionId });
    },
  },
});

export async function isSuspended(store: ReadStore, memberId: string): Promise<boolean> {
  return (await store.collection(SUSPENDED_MEMBERS).findOne({ _id: memberId }, { fields: { _id: 1 } })) !== null;
}

/** The member's suspension in force, if any: when it began (their export says so). */
export function suspensionOf(store: ReadStore, memberId: string): Promise<SuspendedMemberDocument | null> {
  return store.collection<SuspendedMemberDocument>(SUSPENDED_MEMBERS).findOne({ _id: memberId });
}

/** The suspended members among `ids` (all of them when `ids` is omitted): few, so one read. */
export async function suspendedAmong(store: ReadStore, ids?: readonly string[]): Promise<Set<string>> {
  const filter = ids ? { _id: { $in: [...new Set(ids)] } } : {};
  const found = await store.collection(SUSPENDED_MEMBERS).find(filter, { fields: { _id: 1 } });
  return new Set(found.map((member) => member._id));
}
