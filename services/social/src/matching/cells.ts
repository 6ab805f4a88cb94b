import { distanceKm, type Coordinates } from "./geo.ts";

// Where matching may say a member is: the centre of their cell, never their own point. A member may
// move their own point at will, so distances to 0.1 km from an exact point would let anyone
// trilaterate anyone else to about 100 m. Measured between cell centres, every answer is the same
// for every point of a cell, and the most an attacker learns is the cell (DESIGN, Safety).
//
// The cells: the globe cut into rows of equal height (1 km), and each row into columns of equal
// width, as many as fit whole round the row's middle latitude: a cell is 1 km tall and at least
// 1 km wide at its middle, within 0.1% of 1 km × 1 km wherever |latitude| < 85°. Nearer a pole the
// few columns of a row are wider, and the last row (a cap 1 km round the pole) is three wedges,
// whose centres are 0.5 km from the pole. Columns count eastwards from the antimeridian, so 180°
// and -180° are the same edge, and the last column of a row borders its first.

/** The least size of a cell, each way. */
export const CELL_KM = 1;
/** SPEC §9's earth radius. */
const EARTH_RADIUS_KM = 6371;
const ROWS = Math.floor((Math.PI * EARTH_RADIUS_KM) / CELL_KM);
/** The height of a row, in degrees of latitude. */
export const ROW_DEGREES = 180 / ROWS;

/** A cell centre: the only kind of point matching keeps or measures. Made by `snapToCell` alone. */
export type CellCentre = Coordinates & { readonly __cell: unique symbol };

export type Cell = { row: number; column: number };

/** How many cells row `row` has (0 is the southernmost). */
export function columnsIn(row: number): number {
  const middle = ((-90 + (row + 0.5) * ROW_DEGREES) * Math.PI) / 180;
  return Math.floor((2 * Math.PI * EARTH_RADIUS_KM * Math.cos(middle)) / CELL_KM);
}

export function cellOf({ latitude, longitude }: Coordinates): Cell {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / ROW_DEGREES)));
  const columns = columnsIn(row);
  // East of the antimeridian, in [0, 360): 180° wraps to column 0, as -180° does.
  const east = (((longitude + 180) % 360) + 360) % 360;
  return { row, column: Math.min(columns - 1, Math.floor((east / 360) * columns)) };
}

export function centreOf({ row, column }: Cell): CellCentre {
  return {
    latitude: -90 + (row + 0.5) * ROW_DEGREES,
    longitude: -180 + ((column + 0.5) * 360) / columnsIn(row),
  } as CellCentre;
}

export function snapToCell(point: Coordinates): CellCentre {
  return centreOf(cellOf(point));
}

/** A member's cell centre, or null for a member who gave no place. */
export function placeOf(member: { latitude: number | null; longitude: number | null }): CellCentre | null {
  return member.latitude === null || member.longitude === null
    ? null
    : snapToCell({ latitude: member.latitude, longitude: member.longitude });
}

/** Kilometres between two members' cells, to one decimal: what matching shows, orders and filters by. */
export function kmBetweenCells(a: CellCentre, b: CellCentre): number {
  return distanceKm(a, b);
}
