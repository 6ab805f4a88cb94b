import { GYM_STREAM, gymNameSubject, gymSubject } from "@kumite/contracts/gym/events";
import type { ServiceDeps } from "@kumite/kit/service";
import { gymDecider } from "./domain/gym.ts";
import { listingDecider } from "./domain/listing.ts";
import type { GeocodingDeps } from "./geocoding/from-environment.ts";

export const gymAggregates = {
  /** One per name key: the gyms listed under it, so that a gym is added once (domain/listing.ts). */
  listings: { stream: GYM_STREAM, subject: gymNameSubject, decider: listingDecider },
  /** One per gym: its open mats and linked dojos. */
  gyms: { stream: GYM_STREAM, subject: gymSubject, decider: gymDecider },
};

/** What gym adds to the kit's dependencies: Add Gym's geocoder. */
export type GymExtra = GeocodingDeps;

export type GymDeps = ServiceDeps<typeof gymAggregates, GymExtra>;
