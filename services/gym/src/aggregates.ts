import { GYM_STREAM, gymNameSubject, gymSubject } from "@kumite/contracts/gym/events";
import { SearchIndex } from "@kumite/kit/search";
import type { BaseDeps, ServiceDeps } from "@kumite/kit/service";
import { gymDecider } from "./domain/gym.ts";
import { listingDecider } from "./domain/listing.ts";
import { geocodingFromEnvironment, type GeocodingDeps } from "./geocoding/from-environment.ts";
import { gymsSearch } from "./projections/gyms-search.ts";

export const gymAggregates = {
  /** One per name key: the gyms listed under it, so that a gym is added once (domain/listing.ts). */
  listings: { stream: GYM_STREAM, subject: gymNameSubject, decider: listingDecider },
  /** One per gym: its open mats and linked dojos. */
  gyms: { stream: GYM_STREAM, subject: gymSubject, decider: gymDecider },
};

/** What gym adds to the kit's dependencies: Add Gym's geocoder, and gyms as search finds them. */
export type GymExtra = GeocodingDeps & { gymsSearch: SearchIndex };

export type GymDeps = ServiceDeps<typeof gymAggregates, GymExtra>;

export function gymExtra(base: BaseDeps<typeof gymAggregates>, env: NodeJS.ProcessEnv): GymExtra {
  return {
    ...geocodingFromEnvironment(env, base.redis),
    gymsSearch: new SearchIndex(gymsSearch).follow(base.store, base.projector),
  };
}
