import { describe, expect, it } from "vitest";
import { cellsAround, cellsOf, distanceKm } from "./geo.ts";

const lisbon = { latitude: 38.72, longitude: -9.14 };
const sintra = { latitude: 38.8, longitude: -9.38 };
const porto = { latitude: 41.15, longitude: -8.61 };

describe("where members are", () => {
  it("measures kilometres on SPEC's 6,371 km sphere, to one decimal", () => {
    expect(distanceKm(lisbon, sintra)).toBe(22.6);
    expect(distanceKm(lisbon, porto)).toBe(274);
    expect(distanceKm(lisbon, lisbon)).toBe(0);
    expect(String(distanceKm(lisbon, porto))).toMatch(/^\d+(\.\d)?$/);
  });

  it("finds a member inside a radius among the cells the radius overlaps", () => {
    const near = cellsAround(lisbon, 50);
    expect(cellsOf(sintra).some((cell) => near.includes(cell))).toBe(true);
    expect(cellsOf(porto).some((cell) => near.includes(cell))).toBe(false);
    const wide = cellsAround(lisbon, 500);
    expect(cellsOf(porto).some((cell) => wide.includes(cell))).toBe(true);
  });

  it("covers members across the date line and near a pole", () => {
    const fiji = { latitude: -17.7, longitude: 179.9 };
    const acrossTheLine = { latitude: -17.7, longitude: -179.9 };
    expect(cellsOf(acrossTheLine).some((cell) => cellsAround(fiji, 50).includes(cell))).toBe(true);
    const svalbard = { latitude: 89.9, longitude: 15 };
    const otherSide = { latitude: 89.9, longitude: -165 };
    expect(distanceKm(svalbard, otherSide)).toBeLessThan(30);
    expect(cellsOf(otherSide).some((cell) => cellsAround(svalbard, 50).includes(cell))).toBe(true);
  });
});
