import { GYM_STREAM, type GymEvent } from "@kumite/contracts/gym/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineSearchIndex } from "@kumite/kit/search";

// Gyms as search finds them: by name first, then arts, address and description; each keeps its
// point, so that among close matches the nearer to the member's cell comes first.

export const gymsSearch = defineSearchIndex<EventsOf<GymEvent>, "name" | "martialArts" | "address" | "description">({
  name: "gyms",
  stream: GYM_STREAM.name,
  fields: { name: 3, martialArts: 2, address: 1.5, description: 1 },
  on: {
    GymAdded: ({ gymId, name, martialArts, address, description, latitude, longitude }) => ({
      put: gymId,
      text: { name, martialArts: martialArts.join(" "), address, description },
      point: { latitude, longitude },
    }),
  },
});
