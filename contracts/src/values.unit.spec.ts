import { describe, expect, it } from "vitest";
import { DOJO_ROLES, MARTIAL_ARTS, POST_CATEGORIES } from "./values.ts";

describe("value lists", () => {
  it("offers every martial art of SPEC §3 as a post category, then the general topics", () => {
    expect(MARTIAL_ARTS).toHaveLength(12);
    expect(POST_CATEGORIES.slice(0, 12)).toEqual(MARTIAL_ARTS);
    expect(POST_CATEGORIES).toContain("Nutrition & Diet");
    expect(POST_CATEGORIES).toHaveLength(20);
  });
  it("orders dojo roles from lowest to highest", () => {
    expect(DOJO_ROLES.indexOf("leader")).toBeGreaterThan(DOJO_ROLES.indexOf("elder"));
    expect(DOJO_ROLES[0]).toBe("new_blood");
  });
});
