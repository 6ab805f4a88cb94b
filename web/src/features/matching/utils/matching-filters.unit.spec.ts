import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_MATCHING_FILTERS,
  matchingQueryString,
  normaliseDistance,
  normaliseWeightDifference,
  type MatchingFilters,
} from "./matching-filters.ts";

const withWeight = { ownWeightKnown: true };
const query = (changes: Partial<MatchingFilters>, options = withWeight) =>
  matchingQueryString({ ...DEFAULT_MATCHING_FILTERS, ...changes }, options);

describe("matchingQueryString", () => {
  it("sends nothing for the defaults: all skill levels, all ages, 50 km", () => {
    expect(matchingQueryString(DEFAULT_MATCHING_FILTERS, withWeight)).toBe("");
    expect(query({ skillLevel: "all", ageRange: "all", giPreference: "all", intensity: "all", maxDistance: 50 })).toBe(
      "",
    );
  });

  it("sends only the filters that differ from the defaults", () => {
    expect(query({ skillLevel: "Advanced" })).toBe("?skillLevel=Advanced");
    expect(query({ ageRange: "55+", maxDistance: 20 })).toBe("?ageRange=55%2B&maxDistance=20");
    expect(query({ giPreference: "no-gi", intensity: "hard", maxWeightDifference: 10 })).toBe(
      "?giPreference=no-gi&intensity=hard&maxWeightDifference=10",
    );
  });

  it("sends the martial arts as one comma list, in the value list's order, each encoded", () => {
    expect(query({ martialArts: ["Judo", "Brazilian Jiu-Jitsu"] })).toBe("?martialArts=Brazilian%20Jiu-Jitsu,Judo");
    expect(query({ martialArts: [] })).toBe("");
  });

  it("leaves the weight difference out when one's own weight is unknown or no limit is set", () => {
    expect(query({ maxWeightDifference: 10 }, { ownWeightKnown: false })).toBe("");
    expect(query({ maxWeightDifference: null })).toBe("");
    expect(query({ maxWeightDifference: 0 })).toBe("?maxWeightDifference=0");
  });

  it("falls back to 50 km for an invalid distance, so it is not sent", () => {
    expect(query({ maxDistance: Number.NaN })).toBe("");
    expect(query({ maxDistance: null as unknown as number })).toBe("");
    expect(query({ maxDistance: 600 })).toBe("?maxDistance=500");
    expect(query({ maxDistance: 0 })).toBe("?maxDistance=1");
  });

  it("counts the active filters", () => {
    expect(activeFilterCount(DEFAULT_MATCHING_FILTERS, withWeight)).toBe(0);
    expect(
      activeFilterCount(
        { ...DEFAULT_MATCHING_FILTERS, martialArts: ["Judo", "Sambo"], skillLevel: "Beginner" },
        withWeight,
      ),
    ).toBe(2);
  });
});

describe("normaliseDistance", () => {
  it("keeps 1 to 500 km, holds numbers to that range and reads anything else as 50", () => {
    expect(normaliseDistance(1)).toBe(1);
    expect(normaliseDistance(500)).toBe(500);
    expect(normaliseDistance("120")).toBe(120);
    expect(normaliseDistance(12.6)).toBe(13);
    expect(normaliseDistance(-5)).toBe(1);
    expect(normaliseDistance(9999)).toBe(500);
    for (const invalid of [undefined, null, "", "  ", "far", Number.NaN, Infinity])
      expect(normaliseDistance(invalid)).toBe(50);
  });
});

describe("normaliseWeightDifference", () => {
  it("is null (no limit) when empty or not a number, else 0 to 220 kg", () => {
    expect(normaliseWeightDifference(null)).toBeNull();
    expect(normaliseWeightDifference("")).toBeNull();
    expect(normaliseWeightDifference("heavy")).toBeNull();
    expect(normaliseWeightDifference(15)).toBe(15);
    expect(normaliseWeightDifference(-3)).toBe(0);
    expect(normaliseWeightDifference(999)).toBe(220);
  });
});
