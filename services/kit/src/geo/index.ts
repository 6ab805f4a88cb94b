export { cellLookup, cellOf, cellsAround } from "./cells.ts";
export { distanceKm, kmBetween, roundKm, type Point } from "./distance.ts";
