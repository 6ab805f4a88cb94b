import { z } from "zod";

// Where other contexts may know a member to be: the ~1 km cell of their point, never the point
// (DESIGN, Safety). Identity turns a member's point into its cell before any public event carries
// it; matching measures between cell centres, so every point of a cell answers every probe alike.
//
// The cells: the globe cut into rows of equal height (1 km), and each row into columns of equal
// width, as many as fit whole round the row's middle latitude: a cell is 1 km tall and at least
// 1 km wide at its middle, within 0.1% of 1 km × 1 km wherever |latitude| < 85°. Nearer a pole the
// few columns of a row are wider, and the last row (a cap 1 km round the pole) is three wedges,
// whose centres are 0.5 km from the pole. Columns count eastwards from the antimeridian, so 180°
// and -180° are the same edge, and the last column of a row borders its first.

export type Coordinates = { latitude: number; longitude: number };

/** The least size of a cell, each way. */
export const CELL_KM = 1;
/** SPEC §9's earth radius. */
const EARTH_RADIUS_KM = 6371;
export const ROWS = Math.floor((Math.PI * EARTH_RADIUS_KM) / CELL_KM);
/** The height of a row, in degrees of latitude. */
export const ROW_DEGREES = 180 / ROWS;

/** How many cells row `row` has (0 is the southernmost). */
export function columnsIn(row: number): number {
  const middle = ((-90 + (row + 0.5) * ROW_DEGREES) * Math.PI) / 180;
  return Math.floor((2 * Math.PI * EARTH_RADIUS_KM * Math.cos(middle)) / CELL_KM);
}

/** A cell: its row (0 southernmost) and its column (0 east of the antimeridian) in that row. */
export const Cell = z
  .object({
    row: z
      .number()
      .int()
      .min(0)
      .max(ROWS - 1),
    column: z.number().int().min(0),
  })
  .refine(({ row, column }) => column < columnsIn(row), { message: "no such column in this row", path: ["column"] });
export type Cell = z.infer<typeof Cell>;

export function cellOf({ latitude, longitude }: Coordinates): Cell {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / ROW_DEGREES)));
  const columns = columnsIn(row);
  // East of the antimeridian, in [0, 360): 180° wraps to column 0, as -180° does.
  const east = (((longitude + 180) % 360) + 360) % 360;
  return { row, column: Math.min(columns - 1, Math.floor((east / 360) * columns)) };
}

/** The middle of a cell: the only place a member's cell says they are. */
export function centreOf({ row, column }: Cell): Coordinates {
  return {
    latitude: -90 + (row + 0.5) * ROW_DEGREES,
    longitude: -180 + ((column + 0.5) * 360) / columnsIn(row),
  };
}

/** The cell of a member's point, or null for a member who gave none. */
export function homeCellOf(point: { latitude: number | null; longitude: number | null }): Cell | null {
  return point.latitude === null || point.longitude === null
    ? null
    : cellOf({ latitude: point.latitude, longitude: point.longitude });
}

/** A profile as the public events may carry it: its point, if any, given way to the point's cell. */
export function withCellForPoint<Profile extends { latitude?: number | null; longitude?: number | null }>({
  latitude = null,
  longitude = null,
  ...profile
}: Profile): Omit<Profile, "latitude" | "longitude"> & { cell: Cell | null } {
  return { ...profile, cell: homeCellOf({ latitude, longitude }) };
}
