import {
  IDENTITY_PRIVATE_STREAM,
  IDENTITY_STREAM,
  type HomePointEvent,
  type UserEvent,
} from "@kumite/contracts/identity/events";
import { eventOrder, type StoredEvent } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store";
import { withheldHomePointOf } from "@kumite/kit/upcasting";
import type { HomePoint } from "../domain/home-point.ts";

// Each member's own point, for their own session alone: from the private stream, and for members
// who set it before points left the public stream, from the old public events that carried it (the
// kit's upcaster keeps it out of their data, for identity alone).
//
// The two streams arrive in any interleaving, so each write ranks what it knows: a deletion beats
// everything (ids are never reused), any private event beats any old public one (all of those were
// written before the first private one), and within a stream the later event wins.

export type HomePointDocument = HomePoint & { _id: string; rank: number };
export const HOME_POINTS = "home_points";

/** Above any IDENTITY order an old public event can have. */
const PRIVATE_RANKS = 2 ** 40;
const DELETED_RANK = Number.MAX_SAFE_INTEGER;

async function keep(store: ReadStore, userId: string, point: HomePoint, rank: number): Promise<void> {
  try {
    // The guard is in the write: a document ranked as high or higher matches nothing, and the
    // upsert then finds the id taken.
    await store
      .collection<HomePointDocument>(HOME_POINTS)
      .replaceOne({ _id: userId, rank: { $lt: rank } }, { _id: userId, ...point, rank }, { upsert: true });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}

async function fromOldPublicEvent(event: StoredEvent, store: ReadStore): Promise<void> {
  const point = withheldHomePointOf(event);
  if (point) await keep(store, event.aggregateId, point, eventOrder(event));
}

export const homePointsProjection = defineProjection<EventsOf<UserEvent | HomePointEvent>>({
  name: "home-points",
  streams: [IDENTITY_STREAM.name, IDENTITY_PRIVATE_STREAM.name],
  on: {
    UserRegistered: fromOldPublicEvent,
    UserProfileUpdated: fromOldPublicEvent,
    async HomePointSet(event, store) {
      const { latitude, longitude } = event.data;
      await keep(store, event.aggregateId, { latitude, longitude }, PRIVATE_RANKS + eventOrder(event));
    },
    async UserDeleted(event, store) {
      await keep(store, event.aggregateId, { latitude: null, longitude: null }, DELETED_RANK);
    },
  },
});
