import { describe, expect, it } from "vitest";
import { compareValues, EMPTY_ARRAY } from "./compare.ts";

describe("value order", () => {
  it("follows BSON type order: [] < null < numbers < strings < objects < arrays < booleans < dates", () => {
    const ordered = [EMPTY_ARRAY, null, -1, 2.5, "", "a", "b", { a: 1 }, [1], false, true, new Date(0), new Date(1)];
    for (let i = 0; i < ordered.length - 1; i++) {
      expect(compareValues(ordered[i], ordered[i + 1])).toBe(-1);
      expect(compareValues(ordered[i + 1], ordered[i])).toBe(1);
    }
    expect(compareValues(undefined, null)).toBe(0);
  });

  it("orders strings by code point, as MongoDB's UTF-8 comparison does", () => {
    expect(compareValues("\uff01", "\u{1f600}")).toBe(-1);
    expect(compareValues("abc", "abd")).toBe(-1);
    expect(compareValues("ab", "abc")).toBe(-1);
  });
});
