import { describe, expect, it } from "vitest";
import { createPositionTracker, formatPositionToken, mergePositions, parsePositionToken } from "./position-token.ts";

describe("parsePositionToken", () => {
  it("reads STREAM:seq pairs", () => {
    expect(parsePositionToken("IDENTITY:4,DOJO:17")).toEqual(
      new Map([
        ["IDENTITY", 4],
        ["DOJO", 17],
      ]),
    );
  });

  it("skips malformed parts and keeps the highest seq of a repeated stream", () => {
    expect(parsePositionToken("IDENTITY:4, junk ,:3,DOJO:x,IDENTITY:9,SOCIAL:-1")).toEqual(new Map([["IDENTITY", 9]]));
  });

  it("reads nothing from a missing header", () => {
    expect(parsePositionToken(null).size).toBe(0);
    expect(parsePositionToken("").size).toBe(0);
  });
});

describe("mergePositions and formatPositionToken", () => {
  it("keeps the highest seq per stream, sorted by stream", () => {
    const merged = mergePositions(parsePositionToken("SOCIAL:5,DOJO:2"), parsePositionToken("DOJO:8,SOCIAL:1,GYM:3"));
    expect(formatPositionToken(merged)).toBe("DOJO:8,GYM:3,SOCIAL:5");
  });
});

describe("createPositionTracker", () => {
  it("remembers across replies and forgets on reset", () => {
    const tracker = createPositionTracker();
    expect(tracker.current()).toBeUndefined();
    tracker.remember("DOJO:2");
    tracker.remember(null);
    tracker.remember("DOJO:1,IDENTITY:3");
    expect(tracker.current()).toBe("DOJO:2,IDENTITY:3");
    tracker.reset();
    expect(tracker.current()).toBeUndefined();
  });
});
