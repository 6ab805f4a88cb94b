import { describe, expect, it } from "vitest";
import { distanceKm, kmBetween, roundKm } from "./distance.ts";

const KM_PER_DEGREE = (Math.PI * 6371) / 180;
const lisbon = { latitude: 38.72, longitude: -9.14 };
const sintra = { latitude: 38.8, longitude: -9.38 };
const porto = { latitude: 41.15, longitude: -8.61 };

describe("distances on SPEC's 6,371 km sphere", () => {
  it("measures a degree of latitude and known city pairs", () => {
    expect(kmBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(KM_PER_DEGREE, 6);
    const exactLisbon = { latitude: 38.7223, longitude: -9.1393 };
    const exactPorto = { latitude: 41.1579, longitude: -8.6291 };
    expect(kmBetween(exactLisbon, exactPorto)).toBeGreaterThan(272);
    expect(kmBetween(exactLisbon, exactPorto)).toBeLessThan(276);
    expect(kmBetween(exactLisbon, exactLisbon)).toBe(0);
  });

  it("measures across the antimeridian the short way", () => {
    expect(kmBetween({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeCloseTo(
      0.2 * KM_PER_DEGREE,
      6,
    );
  });

  it("shows kilometres to one decimal", () => {
    expect(distanceKm(lisbon, sintra)).toBe(22.6);
    expect(distanceKm(lisbon, porto)).toBe(274);
    expect(distanceKm(lisbon, lisbon)).toBe(0);
    expect(String(distanceKm(lisbon, porto))).toMatch(/^\d+(\.\d)?$/);
    expect(roundKm(0.149)).toBe(0.1);
  });
});
