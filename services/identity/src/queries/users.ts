import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import type { UserView } from "@kumite/contracts/identity/views";
import type { Filter, ReadStore } from "@kumite/kit/read-store/port";
import { USERS, type UserDocument } from "../projections/users.ts";

// Users as other members see them: never the coordinates, which only the member's own session
// view adds back.

const LIST_LIMIT = 100;

// A document projected from events older than a profile field lacks that field until replayed.
const { latitude: _lat, longitude: _lon, ...PROFILE_DEFAULTS_FOR_VIEW } = PROFILE_DEFAULTS;

export function toUserView({
  _id,
  searchText: _searchText,
  latitude: _latitude,
  longitude: _longitude,
  ...user
}: UserDocument): UserView {
  return { id: _id, ...PROFILE_DEFAULTS_FOR_VIEW, ...user };
}

export async function findUserDocument(store: ReadStore, userId: string): Promise<UserDocument | null> {
  return store.collection<UserDocument>(USERS).findOne({ _id: userId });
}

export async function findUser(store: ReadStore, userId: string): Promise<UserView | null> {
  const user = await findUserDocument(store, userId);
  return user ? toUserView(user) : null;
}

export async function listUsers(store: ReadStore, query: { search?: string; dojoId?: string }): Promise<UserView[]> {
  const filter: Filter = {};
  if (query.dojoId) filter.dojoId = query.dojoId;
  const search = query.search?.trim().toLowerCase();
  if (search) filter.searchText = { $regex: escapeRegex(search) };
  const users = await store
    .collection<UserDocument>(USERS)
    .find(filter, { sort: { displayName: 1 }, limit: LIST_LIMIT });
  return users.map(toUserView);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
