import { IDENTITY_STREAM, type UserProfileUpdated, type UserRegistered } from "@kumite/contracts/identity/events";
import type { UserView } from "@kumite/contracts/identity/views";
import type { Projection } from "@kumite/kit/projector";
import type { Filter, ReadStore } from "@kumite/kit/read-store/port";

// The users read model: every registered, not deleted user, as other members see them, plus a
// lower-cased search text over display name, username, martial arts and location.

export type UserDocument = Omit<UserView, "id"> & { _id: string; searchText: string };

export const USERS = "users";
const LIST_LIMIT = 100;

export const usersProjection: Projection = {
  name: "users",
  stream: IDENTITY_STREAM.name,
  handles: ["UserRegistered", "UserProfileUpdated", "UserDeleted"],
  async setup(store) {
    await store.collection(USERS).createIndex({ displayName: 1 });
    await store.collection(USERS).createIndex({ dojoId: 1, displayName: 1 });
  },
  async apply(event, store) {
    const users = store.collection<UserDocument>(USERS);
    switch (event.type) {
      case "UserRegistered": {
        const data = event.data as UserRegistered;
        const { userId, ...profile } = data;
        await users.replaceOne(
          { _id: userId },
          { _id: userId, ...profile, dojoId: null, dojoRole: null, createdAt: event.occurredAt, searchText: searchTextOf(data) },
          { upsert: true },
        );
        return;
      }
      case "UserProfileUpdated": {
        const { userId, ...changes } = event.data as UserProfileUpdated;
        const current = await users.findOne({ _id: userId });
        if (!current) return;
        const updated = { ...current, ...changes };
        await users.replaceOne({ _id: userId }, { ...updated, searchText: searchTextOf(updated) });
        return;
      }
      case "UserDeleted":
        await users.deleteOne({ _id: event.aggregateId });
        return;
    }
  },
};

function searchTextOf(user: Pick<UserRegistered, "displayName" | "username" | "martialArts" | "location">): string {
  return [user.displayName, user.username, ...user.martialArts, user.location].join("\n").toLowerCase();
}

export function toUserView({ _id, searchText: _searchText, ...user }: UserDocument): UserView {
  return { id: _id, ...user };
}

export async function findUser(store: ReadStore, userId: string): Promise<UserView | null> {
  const user = await store.collection<UserDocument>(USERS).findOne({ _id: userId });
  return user ? toUserView(user) : null;
}

export async function listUsers(store: ReadStore, query: { search?: string; dojoId?: string }): Promise<UserView[]> {
  const filter: Filter = {};
  if (query.dojoId) filter.dojoId = query.dojoId;
  const search = query.search?.trim().toLowerCase();
  if (search) filter.searchText = { $regex: escapeRegex(search) };
  const users = await store.collection<UserDocument>(USERS).find(filter, { sort: { displayName: 1 }, limit: LIST_LIMIT });
  return users.map(toUserView);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
