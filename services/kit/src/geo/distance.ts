import turfDistance from "@turf/distance";

// Distances as SPEC §9 has them: great circles on a sphere of 6,371 km. Turf measures the angle;
// its own kilometres are on a sphere of 6,371.0088 km, so the angle is scaled here instead.

/** SPEC §9. */
export const EARTH_RADIUS_KM = 6371;

export type Point = { latitude: number; longitude: number };

/** Kilometres between two points, unrounded: what a radius or a limit is compared with. */
export function kmBetween(a: Point, b: Point): number {
  const radians = turfDistance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: "radians" });
  return radians * EARTH_RADIUS_KM;
}

/** Kilometres to one decimal, as shown (SPEC §9). */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

/** Kilometres between two points to one decimal, as shown. */
export const distanceKm = (a: Point, b: Point) => roundKm(kmBetween(a, b));
