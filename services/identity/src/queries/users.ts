import { SEARCH_RESULTS_MAX } from "@kumite/contracts/search";
import type { FoundUserList, UserView } from "@kumite/contracts/identity/views";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import type { SearchIndex } from "@kumite/kit/search";
import {
  blockedWith,
  isSuspended,
  suspendedAmong,
  DOJO_PLACES,
  membersOfDojo,
  type DojoPlaceDocument,
} from "@kumite/kit/members";
import { USER_DEFAULTS, USERS, type UserDocument } from "../projections/users.ts";

// Users as other members see them: never where they are (neither point nor cell), which only the
// member's own session view adds back, as their point.

const LIST_LIMIT = 100;

export function toUserView({ _id, ...user }: UserDocument, place: DojoPlaceDocument | undefined): UserView {
  return {
    id: _id,
    // A document projected from events older than a profile field lacks that field until replayed.
    ...USER_DEFAULTS,
    ...user,
    dojoId: place?.dojoId ?? null,
    dojoRole: place?.dojoRole ?? null,
  };
}

/** Where each of these members stands in a dojo: one read for a page. */
async function placesOf(store: ReadStore, userIds: string[]): Promise<Map<string, DojoPlaceDocument>> {
  if (userIds.length === 0) return new Map();
  const places = await store.collection<DojoPlaceDocument>(DOJO_PLACES).find({ _id: { $in: userIds } });
  return new Map(places.map((place) => [place._id, place]));
}

export async function findUserDocument(store: ReadStore, userId: string): Promise<UserDocument | null> {
  return store.collection<UserDocument>(USERS).findOne({ _id: userId });
}

/** A member's profile; a suspended member's is not found while the suspension lasts. */
export async function findUser(store: ReadStore, userId: string): Promise<UserView | null> {
  const [user, suspended] = await Promise.all([findUserDocument(store, userId), isSuspended(store, userId)]);
  return user && !suspended ? viewOf(store, user) : null;
}

/** A user's view with their place in a dojo. */
export async function viewOf(store: ReadStore, user: UserDocument): Promise<UserView> {
  const place = await store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: user._id });
  return toUserView(user, place ?? undefined);
}

/** Users by name, or those of one dojo (`dojoId`). Never a member blocked either way, nor a suspended member. */
export async function listUsers(store: ReadStore, readerId: string, query: { dojoId?: string }): Promise<UserView[]> {
  const [blocked, suspended] = await Promise.all([blockedWith(store, readerId), suspendedAmong(store)]);
  const hidden = new Set([...blocked, ...suspended]);
  const filter: Filter<UserDocument> = {};
  if (query.dojoId) {
    filter._id = { $in: await membersOfDojo(store, query.dojoId) };
  }
  // The hidden are few beside the members: read as many more and leave them out.
  const found = await store
    .collection<UserDocument>(USERS)
    .find(filter, { sort: { displayName: 1 }, limit: LIST_LIMIT + hidden.size });
  const users = found.filter((user) => !hidden.has(user._id)).slice(0, LIST_LIMIT);
  const places = await placesOf(
    store,
    users.map((user) => user._id),
  );
  return users.map((user) => toUserView(user, places.get(user._id)));
}

/**
 * The members `search` finds (those of one dojo with `dojoId`), best first, at most SEARCH_RESULTS_MAX
 * (a typed search wants the best few, not a page of a hundred), each with the words that matched.
 * Never a member blocked either way, nor a suspended one; a deleted one is out of the index.
 */
export async function searchUsers(
  store: ReadStore,
  index: SearchIndex,
  readerId: string,
  search: string,
  dojoId?: string,
): Promise<FoundUserList> {
  const [blocked, suspended, inDojo] = await Promise.all([
    blockedWith(store, readerId),
    suspendedAmong(store),
    dojoId ? membersOfDojo(store, dojoId).then((members) => new Set(members)) : null,
  ]);
  const shown = (id: string) => !blocked.has(id) && !suspended.has(id) && (!inDojo || inDojo.has(id));
  const hits = await index.search(store, search, { visible: (ids) => ids.some(shown) });
  const page = hits.filter((hit) => shown(hit.id)).slice(0, SEARCH_RESULTS_MAX);
  if (page.length === 0) return [];
  const ids = page.map((hit) => hit.id);
  const [found, places] = await Promise.all([
    store.collection<UserDocument>(USERS).find({ _id: { $in: ids } }),
    placesOf(store, ids),
  ]);
  const users = new Map(found.map((user) => [user._id, user]));
  return page.flatMap((hit) => {
    const user = users.get(hit.id);
    return user ? [{ ...toUserView(user, places.get(hit.id)), matched: hit.matched }] : [];
  });
}
