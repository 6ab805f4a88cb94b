import type { ProfileChanges } from "@kumite/contracts/identity/profile";

// Which profile edits move a member's point, and so count against LOCATION_CHANGES: a new point
// that differs from the one they have. Clearing it (null) hides the member from distances and is
// never refused; every other field is free to change.

type Point = { latitude: number | null; longitude: number | null };

export function movesPoint(current: Point, changes: Pick<ProfileChanges, "latitude" | "longitude">): boolean {
  const { latitude, longitude } = changes;
  if (latitude === undefined || longitude === undefined || latitude === null || longitude === null) return false;
  return latitude !== current.latitude || longitude !== current.longitude;
}
