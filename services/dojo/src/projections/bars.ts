import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import { eventOrder, type StoredEvent } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store";

// Each dojo's barred members, for its barred list. One document per dojo and member, barred or
// lifted, written only by an event later than the one that wrote it last (eventOrder): a barring
// delivered again after its lift does not bring the bar back.

export const DOJO_BARS = "dojo_bars";

export type DojoBarDocument = {
  _id: string;
  dojoId: string;
  memberId: string;
  barred: boolean;
  barredBy: string;
  reason: string;
  barredAt: string;
  order: number;
};

const barId = (dojoId: string, memberId: string) => `${dojoId}:${memberId}`;

export const dojoBarsProjection = defineProjection<EventsOf<DojoEvent>>({
  name: "dojo-bars",
  streams: [DOJO_STREAM.name],
  async setup(store) {
    await store.collection(DOJO_BARS).createIndex({ dojoId: 1, barred: 1, barredAt: -1 });
  },
  on: {
    async MemberBarred(event, store) {
      const { dojoId, memberId, barredBy, reason, barredAt } = event.data;
      await write(store, event, { dojoId, memberId, barred: true, barredBy, reason, barredAt });
    },
    async BarLifted(event, store) {
      const bars = store.collection<DojoBarDocument>(DOJO_BARS);
      const order = eventOrder(event);
      const _id = barId(event.data.dojoId, event.data.memberId);
      await bars.updateOne({ _id, order: { $lt: order } }, { $set: { barred: false, order } });
    },
  },
});

async function write(store: ReadStore, event: StoredEvent, bar: Omit<DojoBarDocument, "_id" | "order">) {
  const order = eventOrder(event);
  const _id = barId(bar.dojoId, bar.memberId);
  try {
    await store
      .collection<DojoBarDocument>(DOJO_BARS)
      .replaceOne({ _id, order: { $lt: order } }, { _id, ...bar, order }, { upsert: true });
  } catch (error) {
    // There already, written by this event or a later one.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}
