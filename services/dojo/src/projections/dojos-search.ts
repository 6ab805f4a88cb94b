import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineSearchIndex } from "@kumite/kit/search";

// Dojos as search finds them: by name first, then arts and town, then description. An archived
// dojo leaves the index, as it leaves the list.

export const dojosSearch = defineSearchIndex<EventsOf<DojoEvent>, "name" | "martialArts" | "location" | "description">({
  name: "dojos",
  stream: DOJO_STREAM.name,
  fields: { name: 3, martialArts: 2, location: 2, description: 1 },
  on: {
    DojoFounded: ({ dojoId, name, martialArts, location, description }) => ({
      put: dojoId,
      text: { name, martialArts: martialArts.join(" "), location, description },
    }),
    DojoUpdated: ({ dojoId, name, martialArts, location, description }) => ({
      change: dojoId,
      text: { name, martialArts: martialArts.join(" "), location, description },
    }),
    DojoArchived: ({ dojoId }) => ({ remove: dojoId }),
  },
});
