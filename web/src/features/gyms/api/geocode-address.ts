import type { GeocodeCandidates } from "@kumite/contracts/gym/views";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** GET /api/gyms/geocode?address=: the places a geocoder finds for an address, best first. */
export function geocodeAddress(address: string): Promise<GeocodeCandidates> {
  return apiJson<GeocodeCandidates>("GET", `/api/gyms/geocode?${new URLSearchParams({ address: address.trim() })}`);
}

/** Add Gym's "Find on map": asked when the member presses it, never as they type; nothing is stored. */
export function useGeocodeAddress() {
  return useMutation({ mutationFn: geocodeAddress });
}
