import { describe, expect, it } from "vitest";
import { formatDistance } from "./distance.ts";

describe("a distance", () => {
  it("is in km to one decimal, in the reader's locale", () => {
    expect(formatDistance(3.25, "en")).toMatch(/^3\.[23] km$/);
    expect(formatDistance(0, "en")).toBe("0.0 km");
    expect(formatDistance(12.34, "pt-BR")).toBe("12,3 km");
  });
});
