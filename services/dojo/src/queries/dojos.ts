import { SEARCH_RESULTS_MAX } from "@kumite/contracts/search";
import type { DojoView, FoundDojoList } from "@kumite/contracts/dojo/views";
import { NotFound } from "@kumite/kit/errors";
import { membersById } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import type { SearchIndex } from "@kumite/kit/search";
import { DOJO_NOT_FOUND } from "../domain/roster.ts";
import { DOJOS, type DojoDocument } from "../projections/dojos.ts";

/** A page of the list: the most members first, then the newest. */
export const DOJO_LIST_LIMIT = 100;

async function viewsOf(store: ReadStore, dojos: readonly DojoDocument[]): Promise<DojoView[]> {
  const owners = await membersById(
    store,
    dojos.map((dojo) => dojo.ownerId),
    { displayName: 1, username: 1 },
  );
  return dojos.map((dojo) => {
    const owner = owners.get(dojo.ownerId);
    return {
      id: dojo._id,
      name: dojo.name,
      description: dojo.description,
      location: dojo.location,
      martialArts: dojo.martialArts,
      style: null,
      ownerId: dojo.ownerId,
      owner: owner ? { displayName: owner.displayName, username: owner.username } : null,
      memberCount: dojo.memberCount,
    };
  });
}

/** The dojos (archived ones left out). */
export async function listDojos(store: ReadStore): Promise<DojoView[]> {
  const dojos = await store
    .collection<DojoDocument>(DOJOS)
    .find({ archived: false }, { sort: { rank: -1 }, limit: DOJO_LIST_LIMIT });
  return viewsOf(store, dojos);
}

/**
 * The dojos `search` finds, best first, at most SEARCH_RESULTS_MAX, each with the words that matched;
 * an archived one is out of the index.
 */
export async function searchDojos(store: ReadStore, index: SearchIndex, search: string): Promise<FoundDojoList> {
  const page = (await index.search(store, search)).slice(0, SEARCH_RESULTS_MAX);
  if (page.length === 0) return [];
  const found = await store.collection<DojoDocument>(DOJOS).find({ _id: { $in: page.map((hit) => hit.id) } });
  const dojos = new Map(found.filter((dojo) => !dojo.archived).map((dojo) => [dojo._id, dojo]));
  const kept = page.filter((hit) => dojos.has(hit.id));
  const views = await viewsOf(
    store,
    kept.map((hit) => dojos.get(hit.id)!),
  );
  return views.map((view, at) => ({ ...view, matched: kept[at]!.matched }));
}

export async function dojoById(store: ReadStore, dojoId: string): Promise<DojoView> {
  const dojo = await store.collection<DojoDocument>(DOJOS).findOne({ _id: dojoId });
  if (!dojo || dojo.archived) throw new NotFound(DOJO_NOT_FOUND, { code: "dojo.not-found" });
  const [view] = await viewsOf(store, [dojo]);
  return view!;
}
