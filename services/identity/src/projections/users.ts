import { IDENTITY_STREAM, PUBLIC_PROFILE_DEFAULTS, type UserEvent } from "@kumite/contracts/identity/events";
import type { UserView } from "@kumite/contracts/identity/views";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";

// The users read model: every registered, not deleted user, as other members see them (search
// finds them through users-search.ts). Where members
// are is not here: their own points are home-points.ts's, and nobody is shown another's cell.
// Where a member stands in a dojo is dojo-places.ts's.

export type UserDocument = Omit<UserView, "id" | "dojoId" | "dojoRole"> & { _id: string };

const { cell: _noCell, ...defaults } = PUBLIC_PROFILE_DEFAULTS;
/** A profile's fields at their defaults, as documents keep them. */
export const USER_DEFAULTS = defaults;

export const USERS = "users";

export const usersProjection = defineProjection<EventsOf<UserEvent>>({
  name: "users",
  streams: [IDENTITY_STREAM.name],
  async setup(store) {
    await store.collection(USERS).createIndex({ displayName: 1 });
  },
  on: {
    async UserRegistered({ data, occurredAt }, store) {
      const { userId, cell: _cell, ...profile } = data;
      const user: UserDocument = {
        _id: userId,
        ...USER_DEFAULTS,
        ...profile,
        createdAt: occurredAt,
      };
      await store.collection<UserDocument>(USERS).replaceOne({ _id: userId }, user, { upsert: true });
    },
    async UserProfileUpdated({ data }, store) {
      const { userId, cell: _cell, ...changes } = data;
      const users = store.collection<UserDocument>(USERS);
      const current = await users.findOne({ _id: userId });
      if (!current) return;
      await users.replaceOne({ _id: userId }, { ...current, ...changes });
    },
    async UserDeleted({ aggregateId }, store) {
      await store.collection<UserDocument>(USERS).deleteOne({ _id: aggregateId });
    },
  },
});
