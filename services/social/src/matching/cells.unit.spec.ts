import { describe, expect, it } from "vitest";
import { CELL_KM, ROW_DEGREES, cellOf, centreOfCell, columnsIn, kmBetweenCells, placeOf, snapToCell } from "./cells.ts";
import { distanceKm, kmBetween } from "@kumite/kit/geo";

const lisbon = { latitude: 38.72, longitude: -9.14 };
/** Exact kilometres, not rounded: how far a point is from its cell centre. */
const exactKm = kmBetween;
/** A pseudo-random sequence, the same on every run. */
const seeded = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

describe("matching's cells", () => {
  it("are about 1 km each way wherever people live", () => {
    for (const latitude of [-84.9, -60, -33.9, 0, 0.004, 38.72, 51.5, 64.1, 78.2, 84.9]) {
      const { row } = cellOf({ latitude, longitude: 10 });
      const middle = centreOfCell({ row, column: 0 }).latitude;
      const wide = (2 * Math.PI * 6371 * Math.cos((middle * Math.PI) / 180)) / columnsIn(row);
      expect(wide, `width at ${latitude}`).toBeGreaterThanOrEqual(CELL_KM);
      expect(wide, `width at ${latitude}`).toBeLessThan(1.001 * CELL_KM);
      expect((ROW_DEGREES * Math.PI * 6371) / 180, "height").toBeCloseTo(CELL_KM, 4);
    }
  });

  it("snap every point to a centre less than a cell's half-diagonal away, and a centre to itself", () => {
    const random = seeded(7);
    for (let i = 0; i < 20_000; i++) {
      const point = { latitude: random() * 170 - 85, longitude: random() * 360 - 180 };
      const centre = snapToCell(point);
      expect(exactKm(point, centre)).toBeLessThan(0.71);
      expect(snapToCell(centre)).toEqual(centre);
    }
  });

  it("give every point of a cell the same centre, and points either side of an edge different ones", () => {
    const centre = snapToCell(lisbon);
    const { row, column } = cellOf(lisbon);
    const half = ROW_DEGREES / 2;
    const halfWide = 180 / columnsIn(row);
    const corners = [
      { latitude: centre.latitude - half + 1e-7, longitude: centre.longitude - halfWide + 1e-7 },
      { latitude: centre.latitude + half - 1e-7, longitude: centre.longitude + halfWide - 1e-7 },
    ];
    for (const corner of corners) expect(snapToCell(corner)).toEqual(centre);
    expect(exactKm(corners[0]!, corners[1]!)).toBeGreaterThan(1.3);
    // Just over the top edge, and just over the east edge.
    expect(cellOf({ latitude: centre.latitude + half + 1e-7, longitude: centre.longitude }).row).toBe(row + 1);
    expect(cellOf({ latitude: centre.latitude, longitude: centre.longitude + halfWide + 1e-7 })).toEqual({
      row,
      column: column + 1,
    });
    // The edge itself belongs to the cell north and east of it.
    const edge = { latitude: -90 + (row + 1) * ROW_DEGREES, longitude: -180 + ((column + 1) * 360) / columnsIn(row) };
    expect(cellOf(edge)).toEqual({ row: row + 1, column: cellOf(edge).column });
    expect(cellOf({ latitude: centre.latitude, longitude: edge.longitude }).column).toBe(column + 1);
  });

  it("join across the antimeridian: 180° and -180° are one edge, and the cells either side are neighbours", () => {
    const fiji = { latitude: -17.7, longitude: 179.9999 };
    const acrossTheLine = { latitude: -17.7, longitude: -179.9999 };
    const { row } = cellOf(fiji);
    expect(cellOf(fiji).column).toBe(columnsIn(row) - 1);
    expect(cellOf(acrossTheLine).column).toBe(0);
    expect(cellOf({ latitude: -17.7, longitude: 180 })).toEqual(cellOf({ latitude: -17.7, longitude: -180 }));
    expect(kmBetweenCells(snapToCell(fiji), snapToCell(acrossTheLine))).toBe(1);
    expect(cellOf({ latitude: 0, longitude: 540 })).toEqual(cellOf({ latitude: 0, longitude: 180 }));
  });

  it("reach the poles: 90° and -90° are in the last and first rows, whose centres are within a kilometre", () => {
    for (const pole of [90, -90]) {
      const sign = Math.sign(pole);
      const top = snapToCell({ latitude: pole, longitude: 0 });
      expect(Math.abs(top.latitude)).toBeLessThan(90);
      expect(exactKm({ latitude: pole, longitude: 0 }, top)).toBeLessThan(CELL_KM);
      const random = seeded(pole + 100);
      for (let i = 0; i < 2_000; i++) {
        const point = { latitude: pole - sign * random() * 2, longitude: random() * 360 - 180 };
        const centre = snapToCell(point);
        expect(Math.abs(centre.latitude)).toBeLessThanOrEqual(90);
        expect(exactKm(point, centre), JSON.stringify(point)).toBeLessThan(CELL_KM);
      }
      // Across the pole, two members 4.4 km apart are that far give or take a cell, not half the world.
      const [here, there] = [15, -165].map((longitude) => ({ latitude: pole - sign * 0.02, longitude }));
      expect(Math.abs(kmBetweenCells(snapToCell(here!), snapToCell(there!)) - exactKm(here!, there!))).toBeLessThan(
        CELL_KM * 1.5,
      );
    }
  });

  it("measure between centres, so members in one cell are 0 km apart and a place is never exact", () => {
    const centre = snapToCell(lisbon);
    const elsewhereInTheCell = { latitude: centre.latitude + ROW_DEGREES / 3, longitude: centre.longitude };
    expect(kmBetweenCells(snapToCell(lisbon), snapToCell(elsewhereInTheCell))).toBe(0);
    const sintra = snapToCell({ latitude: 38.8, longitude: -9.38 });
    expect(Math.abs(kmBetweenCells(snapToCell(lisbon), sintra) - distanceKm(lisbon, sintra))).toBeLessThan(1);
    expect(placeOf({ cell: null })).toBeNull();
    expect(placeOf({ cell: cellOf(lisbon) })).toEqual(centre);
    expect(placeOf({ cell: cellOf(lisbon) })).not.toEqual(lisbon);
  });
});
