import { describe, expect, it } from "vitest";
import { formatPositions, mergePositions, parsePositions } from "./positions.ts";

describe("position tokens", () => {
  it("reads STREAM:sequence pairs, keeping the highest per stream and skipping junk", () => {
    const positions = parsePositions("IDENTITY:12, SOCIAL:40,IDENTITY:9,bad,lower:3,SOCIAL:x,:3,DOJO:-1");
    expect([...positions]).toEqual([
      ["IDENTITY", 12],
      ["SOCIAL", 40],
    ]);
    expect(formatPositions(positions)).toBe("IDENTITY:12,SOCIAL:40");
  });

  it("reads nothing from a missing header", () => {
    expect(parsePositions(undefined).size).toBe(0);
    expect(parsePositions(null).size).toBe(0);
    expect(parsePositions("").size).toBe(0);
  });

  it("merges by the highest sequence per stream and formats sorted by stream", () => {
    const merged = mergePositions(parsePositions("SOCIAL:5,DOJO:2"), parsePositions("DOJO:8,SOCIAL:1,GYM:3"));
    expect(formatPositions(merged)).toBe("DOJO:8,GYM:3,SOCIAL:5");
  });
});
