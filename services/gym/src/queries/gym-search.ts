import type { GymListQuery } from "@kumite/contracts/gym/commands";
import type { FoundGymList } from "@kumite/contracts/gym/views";
import { centreOf } from "@kumite/contracts/identity/cells";
import { SEARCH_RESULTS_MAX } from "@kumite/contracts/search";
import { kmBetween, type Point } from "@kumite/kit/geo";
import { findMember } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import type { SearchIndex } from "@kumite/kit/search";
import { GYMS, type GymDocument } from "../projections/gyms.ts";
import { gymViews, type Reader } from "./gyms.ts";
import { filterDays, localNow } from "./open-mat-times.ts";

// GET /api/gyms?search=: the gyms a search finds, best first. Between close matches the nearer to
// the centre of the member's ~1 km cell comes first: the member's point is never read here, and no
// distance is shown, so none can be worked back to where they are.

/** How many of the hits are read at once while looking for a page (with `openMat`, some are left out). */
const READ_BATCH = 100;

export async function searchGyms(
  store: ReadStore,
  index: SearchIndex,
  search: string,
  query: Pick<GymListQuery, "openMat">,
  reader: Reader,
): Promise<FoundGymList> {
  const from = await cellCentreOf(store, reader.memberId);
  const days = query.openMat ? new Set(filterDays(query.openMat, localNow(reader.now, reader.timeZone))) : null;
  const gyms = store.collection<GymDocument>(GYMS);
  const hits = await index.search(store, search, {
    tieBreak: (_id, facts) => (from && facts?.point ? kmBetween(from, facts.point) : Number.MAX_SAFE_INTEGER),
    // With an open-mat filter, the words are matched among the gyms it leaves.
    visible: days
      ? async (ids) =>
          (await gyms.find({ _id: { $in: ids } })).some((gym) => gym.openMatDays.some((day) => days.has(day)))
      : undefined,
  });
  if (hits.length === 0) return [];
  const page: Array<{ gym: GymDocument; matched: string[] }> = [];
  for (let at = 0; at < hits.length && page.length < SEARCH_RESULTS_MAX; at += READ_BATCH) {
    const batch = hits.slice(at, at + READ_BATCH);
    const found = new Map((await gyms.find({ _id: { $in: batch.map((hit) => hit.id) } })).map((gym) => [gym._id, gym]));
    for (const hit of batch) {
      const gym = found.get(hit.id);
      if (!gym || (days && !gym.openMatDays.some((day) => days.has(day)))) continue;
      page.push({ gym, matched: hit.matched });
      if (page.length === SEARCH_RESULTS_MAX) break;
    }
  }
  const views = await gymViews(
    store,
    page.map(({ gym }) => gym),
    reader,
  );
  return views.map((view, at) => ({ ...view, matched: page[at]!.matched }));
}

/** The centre of the member's cell, or null when they have none. */
async function cellCentreOf(store: ReadStore, memberId: string): Promise<Point | null> {
  const member = await findMember(store, memberId);
  return member?.cell ? centreOf(member.cell) : null;
}
