import { cellOf, centreOf, type Cell } from "@kumite/contracts/identity/cells";
import { distanceKm, type Point } from "@kumite/kit/geo";

// Where matching may say a member is: the centre of their cell, never their own point. A member may
// move their own point at will, so distances to 0.1 km from an exact point would let anyone
// trilaterate anyone else to about 100 m. Measured between cell centres, every answer is the same
// for every point of a cell, and the most an attacker learns is the cell (DESIGN, Safety).
//
// The cells themselves are identity's (contracts/src/identity/cells.ts): identity's public events
// carry a member's cell, never their point, so matching has only cells to begin with.

export { CELL_KM, ROW_DEGREES, cellOf, columnsIn } from "@kumite/contracts/identity/cells";

/** A cell centre: the only kind of point matching keeps or measures. Made by `centreOfCell` alone. */
export type CellCentre = Point & { readonly __cell: unique symbol };

export function centreOfCell(cell: Cell): CellCentre {
  return centreOf(cell) as CellCentre;
}

/** The centre of the cell a point is in (a searcher's own point, in tests). */
export function snapToCell(point: Point): CellCentre {
  return centreOfCell(cellOf(point));
}

/** A member's cell centre, or null for a member who gave no place. */
export function placeOf(member: { cell: Cell | null }): CellCentre | null {
  return member.cell === null ? null : centreOfCell(member.cell);
}

/** Kilometres between two members' cells, to one decimal: what matching shows, orders and filters by. */
export function kmBetweenCells(a: CellCentre, b: CellCentre): number {
  return distanceKm(a, b);
}
