import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineSearchIndex } from "@kumite/kit/search";

// Training events as search finds them: by title first, then description; among close matches the
// soonest to come first (its date is kept beside the text). A cancelled event leaves the index: a
// search is for something to go to. Who may see a dojo-only event is decided when answering.

export const trainingEventsSearch = defineSearchIndex<EventsOf<TrainingEventChange>, "title" | "description">({
  name: "training_events",
  stream: DOJO_STREAM.name,
  fields: { title: 3, description: 1 },
  on: {
    TrainingEventScheduled: ({ eventId, title, description, eventDate }) => ({
      put: eventId,
      text: { title, description },
      at: eventDate,
    }),
    TrainingEventCancelled: ({ eventId }) => ({ remove: eventId }),
  },
});
