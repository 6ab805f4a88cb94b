import turfDistance from "@turf/distance";
import geohash from "ngeohash";

// Where members are, for matching: distances on a sphere of SPEC's 6,371 km (turf's default
// radius), and geohash cells, so that a search looks only at the cells a circle overlaps.

export type Coordinates = { latitude: number; longitude: number };

/** Kilometres between two members, to one decimal (SPEC §9). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const km = turfDistance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: "kilometers" });
  return Math.round(km * 10) / 10;
}

/**
 * Geohash precisions a member is filed under: 4 (cells of about 39 × 20 km) for searches of a city,
 * 3 (about 156 × 156 km) for wide ones, which would otherwise touch hundreds of small cells.
 */
export const CELL_PRECISIONS = [4, 3] as const;
const FINE_SEARCH_MAX_KM = 60;
const KM_PER_DEGREE = 111.2;

export function cellsOf(point: Coordinates): string[] {
  return CELL_PRECISIONS.map(
    (precision) => `${precision}:${geohash.encode(point.latitude, point.longitude, precision)}`,
  );
}

/** Every cell, at the precision that suits the radius, that a circle of `km` around `centre` overlaps. */
export function cellsAround(centre: Coordinates, km: number): string[] {
  const precision = km <= FINE_SEARCH_MAX_KM ? 4 : 3;
  const latitudeSpan = km / KM_PER_DEGREE;
  const minLatitude = Math.max(-90, centre.latitude - latitudeSpan);
  const maxLatitude = Math.min(90, centre.latitude + latitudeSpan);
  // Longitude degrees shrink towards the poles; near one, the circle spans every longitude.
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosine = Math.cos((widest * Math.PI) / 180);
  const longitudeSpan = cosine < 1e-6 ? 180 : Math.min(180, km / (KM_PER_DEGREE * cosine));
  const boxes: Array<[number, number]> = [];
  const west = centre.longitude - longitudeSpan;
  const east = centre.longitude + longitudeSpan;
  if (longitudeSpan >= 180) boxes.push([-180, 180]);
  else if (west < -180) boxes.push([west + 360, 180], [-180, east]);
  else if (east > 180) boxes.push([west, 180], [-180, east - 360]);
  else boxes.push([west, east]);
  const cells = new Set<string>();
  for (const [from, to] of boxes) {
    for (const cell of geohash.bboxes(minLatitude, from, maxLatitude, to, precision)) cells.add(`${precision}:${cell}`);
  }
  return [...cells];
}
