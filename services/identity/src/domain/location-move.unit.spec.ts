import { describe, expect, it } from "vitest";
import { movesPoint } from "./location-move.ts";

const lisbon = { latitude: 38.72, longitude: -9.14 };

describe("a move of one's own point", () => {
  it("is a new point, set for the first time or different from the one before", () => {
    expect(movesPoint({ latitude: null, longitude: null }, lisbon)).toBe(true);
    expect(movesPoint(lisbon, { latitude: 38.73, longitude: -9.14 })).toBe(true);
    expect(movesPoint(lisbon, { latitude: 38.72, longitude: -9.15 })).toBe(true);
  });

  it("is not the same point again, clearing it, or an edit that leaves it alone", () => {
    expect(movesPoint(lisbon, lisbon)).toBe(false);
    expect(movesPoint(lisbon, { latitude: null, longitude: null })).toBe(false);
    expect(movesPoint(lisbon, {})).toBe(false);
  });
});
