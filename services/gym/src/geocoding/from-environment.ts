import type { Redis } from "ioredis";
import { loadGymConfig } from "../config.ts";
import { geocoderLookups, type Lookups } from "./lookups.ts";
import { nominatimGeocoder } from "./nominatim.ts";

/** What Add Gym's address lookup needs: lookups of the configured geocoder, or null when GEOCODER_URL is unset. */
export type GeocodingDeps = { geocoder: Lookups | null };

export function geocodingFromEnvironment(env: NodeJS.ProcessEnv, redis: Redis): GeocodingDeps {
  const { GEOCODER_URL } = loadGymConfig(env);
  return { geocoder: GEOCODER_URL ? geocoderLookups(nominatimGeocoder(GEOCODER_URL), redis) : null };
}
