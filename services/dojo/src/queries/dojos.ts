import type { DojoView } from "@kumite/contracts/dojo/views";
import { NotFound } from "@kumite/kit/errors";
import { membersById } from "@kumite/kit/members";
import { contains, type Filter, type ReadStore } from "@kumite/kit/read-store";
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

/** The dojos (archived ones left out), or those whose name, location or arts hold `search`. */
export async function listDojos(store: ReadStore, search?: string): Promise<DojoView[]> {
  const filter: Filter<DojoDocument> = { archived: false };
  if (search) filter.searchText = contains(search.toLowerCase());
  const dojos = await store
    .collection<DojoDocument>(DOJOS)
    .find(filter, { sort: { rank: -1 }, limit: DOJO_LIST_LIMIT });
  return viewsOf(store, dojos);
}

export async function dojoById(store: ReadStore, dojoId: string): Promise<DojoView> {
  const dojo = await store.collection<DojoDocument>(DOJOS).findOne({ _id: dojoId });
  if (!dojo || dojo.archived) throw new NotFound(DOJO_NOT_FOUND, { code: "dojo.not-found" });
  const [view] = await viewsOf(store, [dojo]);
  return view!;
}
