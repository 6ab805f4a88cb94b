import type { GymListQuery, NearbyGymsQuery } from "@kumite/contracts/gym/commands";
import { GYM_PAGE_MAX } from "@kumite/contracts/gym/limits";
import type { GymView, OpenMatView } from "@kumite/contracts/gym/views";
import { WEEKDAYS, type Weekday } from "@kumite/contracts/values";
import { NotFound } from "@kumite/kit/errors";
import { cellLookup, kmBetween, roundKm, type Point } from "@kumite/kit/geo";
import { blockedWith, isEstablished, membersById, accountStandingOf } from "@kumite/kit/members";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import { GYM_DOJOS, type GymDojoDocument } from "../projections/gym-dojos.ts";
import { GYM_CELL_PRECISIONS, GYMS, cellField, type GymDocument, type OpenMatDocument } from "../projections/gyms.ts";
import { filterDays, localNow, nextOpenMat, type LocalNow } from "./open-mat-times.ts";

export const GYM_NOT_FOUND = "Gym not found";

/** Who reads, and where and when they are: for their stance on each open mat and what comes next. */
export type Reader = { memberId: string; timeZone: string; now: Date };

const byWeekAndStart = (a: OpenMatDocument, b: OpenMatDocument) =>
  WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.start.localeCompare(b.start);

/**
 * A flag the member made while new weighs nothing (domain/open-mat-stances.ts): it shows as theirs
 * while they are new, and once they are established it no longer does, so they may flag for real.
 */
function openMatView(openMat: OpenMatDocument, memberId: string, established: boolean): OpenMatView {
  const { id, weekday, start, end, kind, fee, note, addedAt, confirmations, flags, lastConfirmedAt } = openMat;
  const own = openMat.stances[memberId];
  const flagged = own?.stance === "flagged" && (own.counted !== false || !established);
  const viewer = { confirmed: own?.stance === "confirmed", flagged };
  return { id, weekday, start, end, kind, fee, note, addedAt, confirmations, flags, lastConfirmedAt, viewer };
}

/**
 * The views of gyms, in the order given, with their adders' names and their dojos joined in. An
 * adder the reader blocked, or who blocked the reader, is not named (as a deleted one is not).
 */
export async function gymViews(
  store: ReadStore,
  gyms: readonly GymDocument[],
  reader: Reader,
  distances?: ReadonlyMap<string, number>,
): Promise<GymView[]> {
  const blocked = await blockedWith(store, reader.memberId);
  const adders = await membersById(
    store,
    gyms.map((gym) => gym.addedBy).filter((memberId) => !blocked.has(memberId)),
    { displayName: 1, username: 1 },
  );
  const dojoIds = [...new Set(gyms.flatMap((gym) => gym.dojoIds))];
  const dojos =
    dojoIds.length === 0
      ? []
      : await store
          .collection<GymDojoDocument>(GYM_DOJOS)
          .find({ _id: { $in: dojoIds }, archived: false }, { fields: { _id: 1, name: 1 } });
  const dojoNames = new Map(dojos.map((dojo) => [dojo._id, dojo.name]));
  const local = localNow(reader.now, reader.timeZone);
  // Read only for a reader with a flag that weighed nothing on the page: rarely.
  const uncounted = gyms.some((gym) => gym.openMats.some((one) => one.stances[reader.memberId]?.counted === false));
  const established = uncounted && isEstablished(await accountStandingOf(store, reader.memberId), reader.now);
  return gyms.map((gym) =>
    viewOf(gym, reader.memberId, established, local, adders, dojoNames, distances?.get(gym._id)),
  );
}

function viewOf(
  gym: GymDocument,
  memberId: string,
  established: boolean,
  local: LocalNow,
  adders: Map<string, { displayName: string; username: string }>,
  dojoNames: Map<string, string>,
  distance: number | undefined,
): GymView {
  const adder = adders.get(gym.addedBy);
  const listed = gym.openMats.filter((openMat) => !openMat.gone).sort(byWeekAndStart);
  return {
    id: gym._id,
    name: gym.name,
    address: gym.address,
    phone: gym.phone,
    website: gym.website,
    description: gym.description,
    martialArts: gym.martialArts,
    latitude: gym.latitude,
    longitude: gym.longitude,
    ...(distance === undefined ? {} : { distance: roundKm(distance) }),
    addedAt: gym.addedAt,
    addedBy: adder ? { displayName: adder.displayName, username: adder.username } : null,
    openMats: listed.map((openMat) => openMatView(openMat, memberId, established)),
    nextOpenMat: nextOpenMat(listed, local),
    dojos: gym.dojoIds.flatMap((id) => {
      const name = dojoNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  };
}

export async function findGym(store: ReadStore, gymId: string): Promise<GymDocument | null> {
  return store.collection<GymDocument>(GYMS).findOne({ _id: gymId });
}

export async function requireGym(store: ReadStore, gymId: string): Promise<GymDocument> {
  const gym = await findGym(store, gymId);
  if (!gym) throw new NotFound(GYM_NOT_FOUND, { code: "gym.not-found" });
  return gym;
}

export async function gymById(store: ReadStore, gymId: string, reader: Reader): Promise<GymView> {
  const [view] = await gymViews(store, [await requireGym(store, gymId)], reader);
  return view!;
}

/** GET /api/gyms: the newest first, at most GYM_PAGE_MAX; with `openMat`, those with one that day. */
export async function listGyms(store: ReadStore, query: GymListQuery, reader: Reader): Promise<GymView[]> {
  const filter: Filter<GymDocument> = query.openMat
    ? { openMatDays: { $in: filterDays(query.openMat, localNow(reader.now, reader.timeZone)) } }
    : {};
  const gyms = await store.collection<GymDocument>(GYMS).find(filter, { sort: { addedAt: -1 }, limit: GYM_PAGE_MAX });
  return gymViews(store, gyms, reader);
}

type Candidate = Pick<GymDocument, "_id" | "latitude" | "longitude">;

/** The gyms within `km` of a point, nearest first, with their name keys (the duplicate rule's reads). */
export async function gymsNear(
  store: ReadStore,
  point: Point,
  km: number,
): Promise<Array<{ id: string; nameKey: string; km: number }>> {
  const gyms = store.collection<GymDocument>(GYMS);
  const fields = { _id: 1, latitude: 1, longitude: 1, nameKey: 1 } as const;
  const [filter] = nearbyFilters(point, km, null);
  const found = (await gyms.find(filter!, { fields })) as unknown as Array<Candidate & { nameKey: string }>;
  return found
    .map((gym) => ({ id: gym._id, nameKey: gym.nameKey, km: kmBetween(point, gym) }))
    .filter((gym) => gym.km <= km)
    .sort((a, b) => a.km - b.km);
}

/** The first circle nearby looks in; the next is as wide as its density says a page needs. */
const FIRST_SEARCH_KM = 2;
const SEARCH_GROWTH = 2.5;
/** Room above a page in the next circle, for the gyms not spread evenly. */
const PAGE_MARGIN = 1.3;

/**
 * The next circle to look in, after one of `km` held `found` gyms (fewer than a page): wide enough,
 * at the density found, for a page and a margin; at least a fifth wider, and 2.5 times when it
 * found none to go by.
 */
export function nextSearchKm(km: number, found: number): number {
  if (found === 0) return km * SEARCH_GROWTH;
  const perSquareKm = found / (Math.PI * km * km);
  return Math.max(km * 1.2, Math.sqrt((GYM_PAGE_MAX * PAGE_MARGIN) / (Math.PI * perSquareKm)));
}

/**
 * SPEC §7's nearby: gyms within `radius` km, nearest first (then by id), at most GYM_PAGE_MAX.
 * Candidates come from a cell index (the kit's geo/cells.ts), with only their coordinates read, in widening
 * circles: once a circle holds a page of gyms, nothing outside it can be nearer, so a dense city
 * reads a few hundred candidates rather than every gym within 25 km. The page alone is read whole.
 */
export async function nearbyGyms(store: ReadStore, query: NearbyGymsQuery, reader: Reader): Promise<GymView[]> {
  const center = { latitude: query.latitude, longitude: query.longitude };
  const days = query.openMat ? filterDays(query.openMat, localNow(reader.now, reader.timeZone)) : null;
  let searched = Math.min(query.radius, FIRST_SEARCH_KM);
  let within: Array<{ id: string; km: number }>;
  for (;;) {
    within = [];
    for (const gym of await candidatesNear(store, center, searched, days)) {
      const km = kmBetween(center, gym);
      if (km <= searched) within.push({ id: gym._id, km });
    }
    if (within.length >= GYM_PAGE_MAX || searched >= query.radius) break;
    searched = Math.min(query.radius, nextSearchKm(searched, within.length));
  }
  within.sort((a, b) => a.km - b.km || a.id.localeCompare(b.id));
  const page = within.slice(0, GYM_PAGE_MAX);
  if (page.length === 0) return [];
  const distances = new Map(page.map(({ id, km }) => [id, km]));
  const gyms = store.collection<GymDocument>(GYMS);
  const documents = new Map((await gyms.find({ _id: { $in: [...distances.keys()] } })).map((gym) => [gym._id, gym]));
  const ordered = page.flatMap(({ id }) => documents.get(id) ?? []);
  return gymViews(store, ordered, reader, distances);
}

/** The most cells one find names: the finest precision that covers a circle in this many is asked. */
const NEARBY_CELLS_MAX = 400;

/**
 * The finds for the index entries that cover the circle's box: one, or with `days` one per day
 * (the day fixed by equality, so the index seeks on the cells after it).
 */
export function nearbyFilters(center: Point, km: number, days: Weekday[] | null): Array<Filter<GymDocument>> {
  const lookup = cellLookup(center, km, GYM_CELL_PRECISIONS, NEARBY_CELLS_MAX);
  const where: Filter<GymDocument> =
    lookup.by === "latitude"
      ? { latitude: { $gte: lookup.minLatitude, $lte: lookup.maxLatitude } }
      : { [cellField(lookup.precision)]: { $in: lookup.cells } };
  return days ? days.map((day) => ({ ...where, openMatDays: day })) : [where];
}

/** The gyms those finds name, coordinates only, each once. */
async function candidatesNear(store: ReadStore, center: Point, km: number, days: Weekday[] | null) {
  const gyms = store.collection<GymDocument>(GYMS);
  const fields = { _id: 1, latitude: 1, longitude: 1 } as const;
  const found = await Promise.all(
    nearbyFilters(center, km, days).map((filter) => gyms.find(filter, { fields }) as unknown as Promise<Candidate[]>),
  );
  return found.length === 1 ? found[0]! : [...new Map(found.flat().map((gym) => [gym._id, gym])).values()];
}
