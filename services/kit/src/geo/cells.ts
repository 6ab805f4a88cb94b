import geohash from "ngeohash";
import { EARTH_RADIUS_KM, type Point } from "./distance.ts";

// Where points are, as a store without geo operators can index them: geohash cells. A point is
// filed under its cell at a few precisions; a circle is looked up as the cells that cover its
// bounding box at one precision (`$in` on an indexed field), and what they hold is then measured
// exactly (distance.ts). At one precision the cells form a grid of rows and columns, which is how
// a box is covered without gaps. Longitudes wrap at the antimeridian; a circle that reaches a pole
// spans every longitude.

/** The geohash, `precision` characters long, of the cell that holds the point. */
export function cellOf(point: Point, precision: number): string {
  return geohash.encode(point.latitude, point.longitude, precision);
}

/** A longitude in [-180, 180). */
export function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

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

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

export function boundingBox(center: Point, km: number): BoundingBox {
  const angular = km / EARTH_RADIUS_KM;
  const dLat = degrees(angular);
  const minLatitude = Math.max(-90, center.latitude - dLat);
  const maxLatitude = Math.min(90, center.latitude + dLat);
  if (maxLatitude >= 90 || minLatitude <= -90 || Math.sin(angular) >= Math.cos(radians(center.latitude))) {
    return { minLatitude, maxLatitude, longitudes: "all" };
  }
  const dLon = degrees(Math.asin(Math.sin(angular) / Math.cos(radians(center.latitude))));
  const west = center.longitude - dLon;
  const east = center.longitude + dLon;
  const longitudes: Array<[number, number]> =
    west < -180
      ? [
          [west + 360, 180],
          [-180, east],
        ]
      : east > 180
        ? [
            [west, 180],
            [-180, east - 360],
          ]
        : [[west, east]];
  return { minLatitude, maxLatitude, longitudes };
}

// A geohash of `precision` characters holds 5 bits per character, longitude and latitude in turn
// (longitude first). Rows and columns are read back from the cell ngeohash files a coordinate in,
// so that a coordinate on the line between two cells is looked up where it is filed.
const rowsAt = (precision: number) => 2 ** Math.floor((5 * precision) / 2);
const columnsAt = (precision: number) => 2 ** Math.ceil((5 * precision) / 2);

function rowOf(latitude: number, precision: number): number {
  const [south] = geohash.decode_bbox(geohash.encode(latitude, 0, precision));
  return Math.round(((south + 90) / 180) * rowsAt(precision));
}

function columnOf(longitude: number, precision: number): number {
  const [, west] = geohash.decode_bbox(geohash.encode(0, longitude, precision));
  return Math.round(((west + 180) / 360) * columnsAt(precision));
}

const cellAt = (row: number, column: number, precision: number) =>
  geohash.encode(
    -90 + ((row + 0.5) * 180) / rowsAt(precision),
    -180 + ((column + 0.5) * 360) / columnsAt(precision),
    precision,
  );

/** The cells at `precision` that cover the box, or null when that takes more than `max`. */
function cover(box: BoundingBox, precision: number, max: number): string[] | null {
  const firstRow = rowOf(box.minLatitude, precision);
  const rows = rowOf(box.maxLatitude, precision) - firstRow + 1;
  const lastColumn = columnsAt(precision) - 1;
  const columns = new Set<number>();
  for (const [west, east] of box.longitudes === "all" ? [[-180, 180] as const] : box.longitudes) {
    // -180° and 180° are one meridian, filed in the first column and in the last.
    if (west <= -180) columns.add(lastColumn);
    if (east >= 180) columns.add(0);
    for (let column = columnOf(west, precision); column <= columnOf(east, precision); column++) {
      columns.add(column);
      if (rows * columns.size > max) return null;
    }
  }
  if (rows * columns.size > max) return null;
  const cells: string[] = [];
  for (let row = firstRow; row < firstRow + rows; row++) {
    for (const column of columns) cells.push(cellAt(row, column, precision));
  }
  return cells;
}

/** Every cell at `precision` that a circle of `km` around `center` may reach. */
export function cellsAround(center: Point, km: number, precision: number): string[] {
  return cover(boundingBox(center, km), precision, Infinity)!;
}

/** How a store is asked for what lies within a circle: cells at one precision, or a band of latitudes. */
export type CellLookup<Precision extends number = number> =
  { by: "cells"; precision: Precision; cells: string[] } | { by: "latitude"; minLatitude: number; maxLatitude: number };

/**
 * The cells of the finest of `precisions` that cover the circle in at most `max` of them. A circle
 * that reaches a pole spans every longitude, and one too wide for the coarsest precision would take
 * too many cells: both are asked as the band of latitudes they span.
 */
export function cellLookup<Precision extends number>(
  center: Point,
  km: number,
  precisions: readonly Precision[],
  max: number,
): CellLookup<Precision> {
  const box = boundingBox(center, km);
  if (box.longitudes !== "all") {
    for (const precision of [...precisions].sort((a, b) => b - a)) {
      const cells = cover(box, precision, max);
      if (cells) return { by: "cells", precision, cells };
    }
  }
  return { by: "latitude", minLatitude: box.minLatitude, maxLatitude: box.maxLatitude };
}
