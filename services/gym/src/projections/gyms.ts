import { GYM_STREAM, type GymActivityEvent, type GymEvent, type OpenMatSlot } from "@kumite/contracts/gym/events";
import type { MartialArt, Weekday } from "@kumite/contracts/values";
import { eventOrder, type StoredEvent } from "@kumite/kit/event-store";
import { cellOf, type Point } from "@kumite/kit/geo";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce, type ReadStore } from "@kumite/kit/read-store";
import { firstStances, withStance, type OpenMatStances, type StanceEvent } from "../domain/open-mat-stances.ts";

// Every gym as members read it: its profile, the geohash cells it lies in (nearby walks those
// indexes), its open mats with who stands where on each, the days it has a listed open mat
// (the "today" and "weekend" filters), and its linked dojos (named from gym-dojos.ts when read).

export const GYMS = "gyms";

/**
 * The geohash precisions a gym is filed under (the kit's geo/cells.ts): cells of about 1.2 × 0.6 km,
 * 4.9 km, 39 × 20 km and 156 km at the equator, so that nearby covers any radius with a few hundred
 * cells at most. Each is a field (`cell6`…) rather than one array, because an index may hold only one
 * array field and `openMatDays` is that one.
 */
export const GYM_CELL_PRECISIONS = [6, 5, 4, 3] as const;
export type GymCellPrecision = (typeof GYM_CELL_PRECISIONS)[number];
type GymCells = { [Precision in GymCellPrecision as `cell${Precision}`]: string };
export const cellField = (precision: GymCellPrecision): keyof GymCells => `cell${precision}`;

function cellsOf(point: Point): GymCells {
  const cells = GYM_CELL_PRECISIONS.map((precision) => [cellField(precision), cellOf(point, precision)]);
  return Object.fromEntries(cells) as GymCells;
}

/** `addedBy`: who listed it, for their data export (views never show it); absent on documents older than it. */
export type OpenMatDocument = OpenMatSlot & OpenMatStances & { id: string; addedAt: string; addedBy?: string };

export type GymDocument = {
  _id: string;
  name: string;
  nameKey: string;
  address: string;
  phone: string | null;
  website: string | null;
  description: string;
  martialArts: MartialArt[];
  latitude: number;
  longitude: number;
  addedBy: string;
  addedAt: string;
  openMats: OpenMatDocument[];
  /** The weekdays of its listed open mats. */
  openMatDays: Weekday[];
  dojoIds: string[];
  /** The order of the last event applied to it: the guard of every change after its adding. */
  order: number;
} & GymCells;

export const gymsProjection = defineProjection<EventsOf<GymEvent>>({
  name: "gyms",
  streams: [GYM_STREAM.name],
  async setup(store) {
    const gyms = store.collection(GYMS);
    await gyms.createIndex({ addedAt: -1 });
    await gyms.createIndex({ openMatDays: 1, addedAt: -1 });
    // Nearby: the cells that cover a circle's box, at one of the precisions, or a band of latitudes
    // for a circle that reaches a pole; each also behind a weekday, for "open mat today".
    for (const field of [...GYM_CELL_PRECISIONS.map(cellField), "latitude"]) {
      await gyms.createIndex({ [field]: 1 });
      await gyms.createIndex({ openMatDays: 1, [field]: 1 });
    }
  },
  on: {
    async GymAdded(event, store) {
      const { gymId, ...profile } = event.data;
      const document: GymDocument = {
        _id: gymId,
        ...profile,
        ...cellsOf(profile),
        addedAt: event.occurredAt,
        openMats: [],
        openMatDays: [],
        dojoIds: [],
        order: eventOrder(event),
      };
      await insertOnce(store.collection<GymDocument>(GYMS), document);
    },
    async OpenMatAdded(event, store) {
      await change(store, event, (gym) => {
        const { gymId: _gymId, openMatId, addedBy, ...slot } = event.data;
        const openMat = {
          id: openMatId,
          ...slot,
          addedAt: event.occurredAt,
          addedBy,
          ...firstStances(addedBy, event.occurredAt),
        };
        return withOpenMats(gym, [...gym.openMats, openMat]);
      });
    },
    async OpenMatConfirmed(event, store) {
      await change(store, event, (gym) => withStanceOf(gym, event));
    },
    async OpenMatFlagged(event, store) {
      await change(store, event, (gym) => withStanceOf(gym, event));
    },
    async DojoLinked(event, store) {
      await change(store, event, (gym) => ({ dojoIds: [...new Set([...gym.dojoIds, event.data.dojoId])] }));
    },
    async DojoUnlinked(event, store) {
      await change(store, event, (gym) => ({ dojoIds: gym.dojoIds.filter((id) => id !== event.data.dojoId) }));
    },
  },
});

type Activity<Type extends GymActivityEvent["type"]> = StoredEvent<
  Type,
  Extract<GymActivityEvent, { type: Type }>["data"]
>;

function withStanceOf(gym: GymDocument, event: Activity<"OpenMatConfirmed"> | Activity<"OpenMatFlagged">) {
  const stanceEvent = { type: event.type, data: event.data } as StanceEvent;
  const openMats = gym.openMats.map((openMat) =>
    openMat.id === event.data.openMatId && !openMat.gone ? withStance(openMat, stanceEvent, event.occurredAt) : openMat,
  );
  return withOpenMats(gym, openMats);
}

function withOpenMats(gym: GymDocument, openMats: OpenMatDocument[]): Partial<GymDocument> {
  const listed = openMats.filter((openMat) => !openMat.gone);
  return { openMats, openMatDays: [...new Set(listed.map((openMat) => openMat.weekday))] };
}

/**
 * A change to a gym after its adding, applied once: its events come in the gym's order, so a
 * document that has seen this event or a later one is left alone, and the write is made only on
 * the document as it was read (compare-and-set on `order`), read again if another write came first.
 */
async function change(
  store: ReadStore,
  event: StoredEvent<string, { gymId: string }>,
  next: (gym: GymDocument) => Partial<GymDocument>,
): Promise<void> {
  const gyms = store.collection<GymDocument>(GYMS);
  const order = eventOrder(event);
  for (;;) {
    const gym = await gyms.findOne({ _id: event.data.gymId });
    if (!gym || gym.order >= order) return;
    const { matchedCount } = await gyms.updateOne(
      { _id: gym._id, order: gym.order },
      { $set: { ...next(gym), order } },
    );
    if (matchedCount > 0) return;
  }
}
