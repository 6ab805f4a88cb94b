import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineSearchIndex } from "@kumite/kit/search";

// Members as search finds them: by name first, then username, arts and town. A deleted account
// leaves the index; a suspended or blocked one stays in it and is left out when answering, since
// those change by moderation's events and differ by reader.

export const usersSearch = defineSearchIndex<
  EventsOf<UserEvent>,
  "displayName" | "username" | "martialArts" | "location"
>({
  name: "users",
  stream: IDENTITY_STREAM.name,
  fields: { displayName: 3, username: 2, martialArts: 1, location: 1 },
  on: {
    UserRegistered: ({ userId, displayName, username, martialArts, location }) => ({
      put: userId,
      text: { displayName, username, martialArts: martialArts.join(" "), location },
    }),
    UserProfileUpdated: ({ userId, displayName, martialArts, location }) => ({
      change: userId,
      text: { displayName, martialArts: martialArts?.join(" "), location },
    }),
    UserDeleted: (_data, { aggregateId }) => ({ remove: aggregateId }),
  },
});
