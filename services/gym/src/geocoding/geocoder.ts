import type { GeocodeCandidate } from "@kumite/contracts/gym/views";

/** Where an address is: the geocoder's candidates, best first. Throws GeocoderFailed. */
export type Geocoder = (address: string) => Promise<GeocodeCandidate[]>;

/** The geocoder answered with an error, something unreadable, or not within its time. */
export class GeocoderFailed extends Error {
  override name = "GeocoderFailed";
}
