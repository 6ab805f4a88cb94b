import { cellOf, centreOf } from "@kumite/contracts/identity/cells";
import { describe, expect, it } from "vitest";
import { PIN_KEY_LEAP_PX, PIN_KEY_STEP_PX, pinAt, pinKeyOffset, startingPin } from "./gym-pin.ts";

describe("Add Gym's pin", () => {
  it("starts at the centre of the member's cell, the same wherever in the cell they live", () => {
    const home = { latitude: 38.722513, longitude: -9.139337 };
    const start = startingPin(home);
    expect(start).not.toEqual(home);
    const centre = centreOf(cellOf(home));
    expect(Math.abs(start.latitude - centre.latitude)).toBeLessThan(1e-5);
    expect(startingPin({ latitude: centre.latitude + 0.002, longitude: centre.longitude })).toEqual(start);
    expect(startingPin({ latitude: null, longitude: null })).toEqual({ latitude: 0, longitude: 0 });
  });

  it("stays on the form's terms: latitudes held to ±90, longitudes wrapped, about a metre's digits", () => {
    expect(pinAt({ latitude: 95, longitude: 190 })).toEqual({ latitude: 90, longitude: -170 });
    expect(pinAt({ latitude: 38.7225134567, longitude: -9.1393371234 })).toEqual({
      latitude: 38.72251,
      longitude: -9.13934,
    });
  });

  it("moves with the arrow keys, further with Shift, and with no other key", () => {
    expect(pinKeyOffset("ArrowUp", false)).toEqual([0, -PIN_KEY_STEP_PX]);
    expect(pinKeyOffset("ArrowDown", false)).toEqual([0, PIN_KEY_STEP_PX]);
    expect(pinKeyOffset("ArrowLeft", true)).toEqual([-PIN_KEY_LEAP_PX, 0]);
    expect(pinKeyOffset("ArrowRight", false)).toEqual([PIN_KEY_STEP_PX, 0]);
    expect(pinKeyOffset("Enter", false)).toBeNull();
  });
});
