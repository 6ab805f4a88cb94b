import { GYM_STREAM, type GymListingEvent } from "@kumite/contracts/gym/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce } from "@kumite/kit/read-store";

// The gyms there are, from gym's events: a gym chat (one per gym) is made only for a listed gym.

export const MESSAGING_GYMS = "messaging_gyms";
export type MessagingGymDocument = { _id: string; name: string };

export const gymsProjection = defineProjection<EventsOf<GymListingEvent>>({
  name: "gyms",
  streams: [GYM_STREAM.name],
  on: {
    async GymAdded({ data }, store) {
      await insertOnce(store.collection<MessagingGymDocument>(MESSAGING_GYMS), { _id: data.gymId, name: data.name });
    },
  },
});
