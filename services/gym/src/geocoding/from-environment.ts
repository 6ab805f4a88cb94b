import { loadGymConfig } from "../config.ts";
import type { Geocoder } from "./geocoder.ts";
import { nominatimGeocoder } from "./nominatim.ts";

/** What Add Gym's address lookup needs: the configured geocoder, or null when GEOCODER_URL is unset. */
export type GeocodingDeps = { geocoder: Geocoder | null };

export function geocodingFromEnvironment(env: NodeJS.ProcessEnv): GeocodingDeps {
  const { GEOCODER_URL } = loadGymConfig(env);
  return { geocoder: GEOCODER_URL ? nominatimGeocoder(GEOCODER_URL) : null };
}
