import { describe, expect, it } from "vitest";
import { createPositionTracker } from "./position-tracker.ts";

describe("createPositionTracker", () => {
  it("sends nothing before any reply carried a position", () => {
    expect(createPositionTracker().current()).toBeUndefined();
  });

  it("remembers the highest sequence per stream across replies and forgets on reset", () => {
    const tracker = createPositionTracker();
    tracker.remember("DOJO:2");
    tracker.remember(null);
    tracker.remember("DOJO:1,IDENTITY:3");
    expect(tracker.current()).toBe("DOJO:2,IDENTITY:3");
    tracker.reset();
    expect(tracker.current()).toBeUndefined();
  });
});
