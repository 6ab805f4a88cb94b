// Where gyms are, as the read store can index it: the store has no geo operators (mingo has none),
// so each gym carries the keys of the grid cells it lies in at three sizes: 0.01° (about 1.1 km
// north to south), 0.1° and 1°. A radius is answered by finding the gyms of the cells that cover its
// bounding box, at the finest size that needs at most CELLS_MAX of them (`$in` on an indexed key: an
// index walk per cell on both adapters), then the exact haversine distance in code. Longitudes wrap at the antimeridian; a circle that reaches a pole
// covers every longitude, and is answered by a band of latitudes instead.

/** SPEC §9. */
export const EARTH_RADIUS_KM = 6371;
export const MICRO_CELL_DEGREES = 0.01;
export const FINE_CELL_DEGREES = 0.1;
export const COARSE_CELL_DEGREES = 1;
/** A box needing more cells than this at one size is looked up at the next; past 1°, by a latitude band. */
const CELLS_MAX = 400;

export type Point = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km on SPEC's sphere. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A longitude in [-180, 180). */
export function wrapLongitude(longitude: number): number {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped;
}

const rowOf = (latitude: number, size: number) =>
  Math.min(Math.floor((latitude + 90) / size), Math.round(180 / size) - 1);
const columnOf = (longitude: number, size: number) =>
  Math.min(Math.floor((wrapLongitude(longitude) + 180) / size), Math.round(360 / size) - 1);

/** The key of the cell of `size` degrees that holds the point. */
export function cellKey(point: Point, size: number): string {
  return `${rowOf(point.latitude, size)}:${columnOf(point.longitude, size)}`;
}

export const microCell = (point: Point) => cellKey(point, MICRO_CELL_DEGREES);
export const fineCell = (point: Point) => cellKey(point, FINE_CELL_DEGREES);
export const coarseCell = (point: Point) => cellKey(point, COARSE_CELL_DEGREES);

/**
 * The smallest latitude/longitude box around a circle on the sphere: longitudes as one or two
 * ranges within [-180, 180] (two when it crosses the antimeridian), or every longitude when the
 * circle holds a pole.
 */
export type BoundingBox = {
  minLatitude: number;
  maxLatitude: number;
  longitudes: Array<[number, number]> | "all";
};

export function boundingBox(center: Point, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = degrees(angular);
  const minLatitude = Math.max(-90, center.latitude - dLat);
  const maxLatitude = Math.min(90, center.latitude + dLat);
  const cosLat = Math.cos(radians(center.latitude));
  if (maxLatitude >= 90 || minLatitude <= -90 || Math.sin(angular) >= cosLat) {
    return { minLatitude, maxLatitude, longitudes: "all" };
  }
  const dLon = degrees(Math.asin(Math.sin(angular) / cosLat));
  const west = center.longitude - dLon;
  const east = center.longitude + dLon;
  if (west < -180)
    return {
      minLatitude,
      maxLatitude,
      longitudes: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      minLatitude,
      maxLatitude,
      longitudes: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { minLatitude, maxLatitude, longitudes: [[west, east]] };
}

/** How the read store is asked for a circle's candidates. */
export type CellLookup =
  | { field: "microCell" | "fineCell" | "coarseCell"; cells: string[] }
  | { field: "latitude"; minLatitude: number; maxLatitude: number };

/** The cells covering the circle's box, at the finest level that needs few of them. */
export function cellLookup(center: Point, radiusKm: number): CellLookup {
  const box = boundingBox(center, radiusKm);
  const band = { field: "latitude", minLatitude: box.minLatitude, maxLatitude: box.maxLatitude } as const;
  if (box.longitudes === "all") return band;
  const micro = cellsOf(box, MICRO_CELL_DEGREES, CELLS_MAX);
  if (micro) return { field: "microCell", cells: micro };
  const fine = cellsOf(box, FINE_CELL_DEGREES, CELLS_MAX);
  if (fine) return { field: "fineCell", cells: fine };
  const coarse = cellsOf(box, COARSE_CELL_DEGREES, CELLS_MAX);
  return coarse ? { field: "coarseCell", cells: coarse } : band;
}

function cellsOf(box: BoundingBox, size: number, max: number): string[] | null {
  if (box.longitudes === "all") return null;
  const rows = rowOf(box.maxLatitude, size) - rowOf(box.minLatitude, size) + 1;
  const columns = new Set<number>();
  for (const [west, east] of box.longitudes) {
    const first = columnOf(west, size);
    // 180° is the same meridian as -180°: the last column, by columnOf's clamp.
    const last = east >= 180 ? Math.round(360 / size) - 1 : columnOf(east, size);
    for (let column = first; column <= last; column++) columns.add(column);
    if (rows * columns.size > max) return null;
  }
  if (box.longitudes.some(([west]) => west <= -180)) columns.add(Math.round(360 / size) - 1);
  const cells: string[] = [];
  for (let row = rowOf(box.minLatitude, size); row <= rowOf(box.maxLatitude, size); row++) {
    for (const column of columns) cells.push(`${row}:${column}`);
  }
  return cells.length > max ? null : cells;
}

/** Km to one decimal, as shown (SPEC §9). */
export const roundKm = (km: number) => Math.round(km * 10) / 10;
