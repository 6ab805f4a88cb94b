import { describe, expect, it } from "vitest";
import {
  boundingBox,
  cellLookup,
  coarseCell,
  fineCell,
  microCell,
  haversineKm,
  wrapLongitude,
  type CellLookup,
  type Point,
} from "./cells.ts";

// The cells a lookup names must hold every point within the radius: checked by walking points on
// the circle's edge (just inside it) and asking whether their cell, or their latitude, is looked up.

const KM_PER_DEGREE = (Math.PI * 6371) / 180;

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

function covers(lookup: CellLookup, point: Point): boolean {
  if (lookup.field === "latitude") return point.latitude >= lookup.minLatitude && point.latitude <= lookup.maxLatitude;
  const key =
    lookup.field === "microCell" ? microCell(point) : lookup.field === "fineCell" ? fineCell(point) : coarseCell(point);
  return lookup.cells.includes(key);
}

function expectCircleCovered(center: Point, radiusKm: number) {
  const lookup = cellLookup(center, radiusKm);
  expect(covers(lookup, center)).toBe(true);
  for (let bearing = 0; bearing < 360; bearing += 5) {
    for (const share of [0.25, 0.5, 0.999]) {
      const point = destination(center, radiusKm * share, bearing);
      expect(haversineKm(center, point)).toBeLessThanOrEqual(radiusKm);
      expect(covers(lookup, point), `${JSON.stringify(point)} at ${bearing}°`).toBe(true);
    }
  }
  return lookup;
}

describe("haversine on SPEC's 6371 km sphere", () => {
  it("measures a degree of latitude and known city pairs", () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(KM_PER_DEGREE, 6);
    const lisbon = { latitude: 38.7223, longitude: -9.1393 };
    const porto = { latitude: 41.1579, longitude: -8.6291 };
    expect(haversineKm(lisbon, porto)).toBeGreaterThan(272);
    expect(haversineKm(lisbon, porto)).toBeLessThan(276);
    expect(haversineKm(lisbon, lisbon)).toBe(0);
  });

  it("measures across the antimeridian the short way", () => {
    expect(haversineKm({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeCloseTo(
      0.2 * KM_PER_DEGREE,
      6,
    );
  });
});

describe("cells covering a radius", () => {
  it("covers radius 1 with the smallest cells, in a city and on a cell's corner", () => {
    expect(expectCircleCovered({ latitude: 38.7223, longitude: -9.1393 }, 1).field).toBe("microCell");
    const corner = expectCircleCovered({ latitude: 40, longitude: -3 }, 0.5);
    expect(corner).toMatchObject({ field: "microCell" });
    expect((corner as { cells: string[] }).cells.length).toBeLessThanOrEqual(4 * 4);
  });

  it("covers radius 25 and 100 with larger cells, never more than 400 of them", () => {
    expect(expectCircleCovered({ latitude: 38.7223, longitude: -9.1393 }, 25).field).toBe("fineCell");
    expect(expectCircleCovered({ latitude: 38.7223, longitude: -9.1393 }, 100).field).toBe("coarseCell");
    const sydney = expectCircleCovered({ latitude: -33.8688, longitude: 151.2093 }, 100);
    expect(sydney.field).not.toBe("latitude");
    for (const radius of [1, 5, 10, 25, 50, 100]) {
      const lookup = cellLookup({ latitude: 60, longitude: 10 }, radius);
      if (lookup.field !== "latitude") expect(lookup.cells.length).toBeLessThanOrEqual(400);
    }
  });

  it("wraps longitudes at the antimeridian, both ways", () => {
    for (const longitude of [179.95, -179.95, 180, -180]) {
      for (const radius of [1, 25, 100]) {
        const lookup = expectCircleCovered({ latitude: -17.7, longitude }, radius);
        expect(lookup.field).not.toBe("latitude");
      }
    }
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 50).longitudes).toHaveLength(2);
  });

  it("asks for a band of latitudes when the circle reaches a pole", () => {
    for (const latitude of [89.99, -89.99, 90, -90, 89.5]) {
      const lookup = expectCircleCovered({ latitude, longitude: 12 }, 100);
      expect(lookup.field).toBe("latitude");
    }
    expect(cellLookup({ latitude: 90, longitude: 0 }, 1)).toEqual({
      field: "latitude",
      minLatitude: 90 - 1 / KM_PER_DEGREE,
      maxLatitude: 90,
    });
  });

  it("stays with cells close to, but short of, a pole", () => {
    expect(expectCircleCovered({ latitude: 88, longitude: 45 }, 1).field).toBe("microCell");
    expect(expectCircleCovered({ latitude: -85, longitude: -170 }, 100).field).not.toBe("microCell");
  });

  it("files the poles and the antimeridian in the grid's last row and column", () => {
    expect(fineCell({ latitude: 90, longitude: 180 })).toBe("1799:0");
    expect(fineCell({ latitude: -90, longitude: -180 })).toBe("0:0");
    expect(coarseCell({ latitude: 89.999, longitude: 179.999 })).toBe("179:359");
  });
});
