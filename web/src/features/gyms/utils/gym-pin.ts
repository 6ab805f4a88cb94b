import { cellOf, centreOf } from "@kumite/contracts/identity/cells";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";

// Where Add Gym's pin starts and how it moves. It starts at the centre of the member's ~1 km cell
// (what matching may already say about where they are), never at their own point: a member who
// adds a gym without moving the pin publishes their area, not their home. With no point in their
// profile it starts where SPEC's dialog did, at 0, 0.

/** About a metre: as exact as anyone places a gym, and no more digits than that are sent. */
export const PIN_DECIMALS = 5;
/** How far one arrow key press moves the pin, in screen pixels at the map's zoom. */
export const PIN_KEY_STEP_PX = 10;
/** With Shift held: a bigger step, for crossing a town. */
export const PIN_KEY_LEAP_PX = 60;

const rounded = (value: number) => Number(value.toFixed(PIN_DECIMALS));

/** A point on the form's terms: latitude −90…90, longitude −180…180 (wrapped), to PIN_DECIMALS. */
export function pinAt({ latitude, longitude }: Coordinates): Coordinates {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: rounded(Math.max(-90, Math.min(90, latitude))), longitude: rounded(wrapped) };
}

/** Where the pin starts: the centre of the member's cell, or 0, 0 when their profile has no point. */
export function startingPin(member: { latitude: number | null; longitude: number | null }): Coordinates {
  if (member.latitude === null || member.longitude === null) return { latitude: 0, longitude: 0 };
  return pinAt(centreOf(cellOf({ latitude: member.latitude, longitude: member.longitude })));
}

/** The screen offset (x right, y down) an arrow key moves the pin by; null for any other key. */
export function pinKeyOffset(key: string, shift: boolean): [number, number] | null {
  const step = shift ? PIN_KEY_LEAP_PX : PIN_KEY_STEP_PX;
  switch (key) {
    case "ArrowUp":
      return [0, -step];
    case "ArrowDown":
      return [0, step];
    case "ArrowLeft":
      return [-step, 0];
    case "ArrowRight":
      return [step, 0];
    default:
      return null;
  }
}
