import { describe, expect, it } from "vitest";
import { boundingBox, cellLookup, cellOf, cellsAround, wrapLongitude, type CellLookup } from "./cells.ts";
import { kmBetween, type Point } from "./distance.ts";

// The cells a lookup names must hold every point within the radius: checked by walking points on
// the circle's edge (just inside it) and asking whether their cell, or their latitude, is looked up.
// The precisions and the cap are gym's (cells of about 1.2 km to 156 km, at most 400 per lookup).

const KM_PER_DEGREE = (Math.PI * 6371) / 180;
const PRECISIONS = [6, 5, 4, 3] as const;
const MAX_CELLS = 400;
const lookup = (center: Point, km: number) => cellLookup(center, km, PRECISIONS, MAX_CELLS);

/** A point `km` from `from` towards `bearing` degrees (on the sphere). */
function destination(from: Point, km: number, bearing: number): Point {
  const angular = km / 6371;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lon1 = (from.longitude * Math.PI) / 180;
  const b = (bearing * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(b));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(b) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: wrapLongitude((lon2 * 180) / Math.PI) };
}

function covers(found: CellLookup, point: Point): boolean {
  if (found.by === "latitude") return point.latitude >= found.minLatitude && point.latitude <= found.maxLatitude;
  return found.cells.includes(cellOf(point, found.precision));
}

function expectCircleCovered(center: Point, km: number, found: CellLookup = lookup(center, km)) {
  expect(covers(found, center)).toBe(true);
  for (let bearing = 0; bearing < 360; bearing += 5) {
    for (const share of [0.25, 0.5, 0.999]) {
      const point = destination(center, km * share, bearing);
      expect(kmBetween(center, point)).toBeLessThanOrEqual(km);
      expect(covers(found, point), `${JSON.stringify(point)} at ${bearing}°`).toBe(true);
    }
  }
  return found;
}

const lisbon = { latitude: 38.7223, longitude: -9.1393 };

describe("cells covering a radius", () => {
  it("covers radius 1 with the smallest cells, in a city and on a corner of cells of every size", () => {
    expect(expectCircleCovered(lisbon, 1)).toMatchObject({ by: "cells", precision: 6 });
    const corner = expectCircleCovered({ latitude: 45, longitude: 0 }, 0.5);
    expect(corner).toMatchObject({ by: "cells", precision: 6 });
    expect((corner as { cells: string[] }).cells.length).toBeLessThanOrEqual(4 * 4);
  });

  it("covers radius 25 and 100 with larger cells, never more than 400 of them", () => {
    expect(expectCircleCovered(lisbon, 25)).toMatchObject({ precision: 5 });
    expect(expectCircleCovered(lisbon, 100)).toMatchObject({ precision: 4 });
    expect(expectCircleCovered({ latitude: -33.8688, longitude: 151.2093 }, 100).by).toBe("cells");
    for (const center of [lisbon, { latitude: 60, longitude: 10 }, { latitude: -70, longitude: 100 }]) {
      for (const km of [0.15, 1, 2, 5, 10, 25, 50, 100]) {
        const found = expectCircleCovered(center, km);
        if (found.by === "cells") expect(found.cells.length).toBeLessThanOrEqual(MAX_CELLS);
      }
    }
  });

  it("wraps longitudes at the antimeridian, both ways", () => {
    for (const longitude of [179.95, -179.95, 180, -180]) {
      for (const km of [1, 25, 100]) {
        expect(expectCircleCovered({ latitude: -17.7, longitude }, km).by).toBe("cells");
      }
    }
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 50).longitudes).toHaveLength(2);
    // A box that ends on the antimeridian without crossing it holds both of its names.
    for (const [at, other] of [
      [-180, 180],
      [180, -180],
    ] as const) {
      const found = lookup({ latitude: 10, longitude: at }, 0);
      expect(kmBetween({ latitude: 10, longitude: at }, { latitude: 10, longitude: other })).toBe(0);
      expect(covers(found, { latitude: 10, longitude: other })).toBe(true);
    }
  });

  it("asks for a band of latitudes when the circle reaches a pole", () => {
    for (const latitude of [89.99, -89.99, 90, -90, 89.5]) {
      expect(expectCircleCovered({ latitude, longitude: 12 }, 100).by).toBe("latitude");
    }
    expect(lookup({ latitude: 90, longitude: 0 }, 1)).toEqual({
      by: "latitude",
      minLatitude: 90 - 1 / KM_PER_DEGREE,
      maxLatitude: 90,
    });
  });

  it("stays with cells close to, but short of, a pole", () => {
    expect(expectCircleCovered({ latitude: 88, longitude: 45 }, 1)).toMatchObject({ precision: 6 });
    expect(expectCircleCovered({ latitude: -85, longitude: -170 }, 100).by).toBe("cells");
    expect(expectCircleCovered({ latitude: -85, longitude: -170 }, 100)).not.toMatchObject({ precision: 6 });
  });

  it("files the poles and the antimeridian in the grid's last row and column", () => {
    expect(cellOf({ latitude: 90, longitude: 180 }, 3)).toBe("zzz");
    expect(cellOf({ latitude: -90, longitude: -180 }, 3)).toBe("000");
    expect(cellOf({ latitude: 89.999, longitude: 179.999 }, 2)).toBe("zz");
  });
});

describe("every cell a circle may reach, at one precision", () => {
  const sintra = { latitude: 38.8, longitude: -9.38 };
  const porto = { latitude: 41.15, longitude: -8.61 };
  const reaches = (center: Point, km: number, precision: number, point: Point) =>
    cellsAround(center, km, precision).includes(cellOf(point, precision));

  it("finds a point inside a radius among the cells it overlaps, and not one far outside", () => {
    expect(reaches(lisbon, 50, 4, sintra)).toBe(true);
    expect(reaches(lisbon, 50, 4, porto)).toBe(false);
    expect(reaches(lisbon, 500, 3, porto)).toBe(true);
    for (const precision of [3, 4])
      expectCircleCovered(lisbon, 60, { by: "cells", precision, cells: cellsAround(lisbon, 60, precision) });
  });

  it("covers points across the date line and around a pole", () => {
    const fiji = { latitude: -17.7, longitude: 179.9 };
    expect(reaches(fiji, 50, 4, { latitude: -17.7, longitude: -179.9 })).toBe(true);
    const svalbard = { latitude: 89.9, longitude: 15 };
    const otherSide = { latitude: 89.9, longitude: -165 };
    expect(kmBetween(svalbard, otherSide)).toBeLessThan(30);
    expect(reaches(svalbard, 50, 4, otherSide)).toBe(true);
    for (const precision of [3, 4]) {
      const cells = cellsAround(svalbard, 100, precision);
      expectCircleCovered(svalbard, 100, { by: "cells", precision, cells });
    }
  });
});
