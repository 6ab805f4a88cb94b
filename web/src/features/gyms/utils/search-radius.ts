import { GYM_RADIUS_KM } from "@kumite/contracts/gym/limits";

/** SPEC §5, §9: the search radius is 1 to 100 km, and 25 when it cannot be read as a number. */
export function searchRadius(raw: string | number | null | undefined): number {
  const parsed = typeof raw === "number" ? raw : Number.parseFloat(String(raw ?? "").trim());
  if (!Number.isFinite(parsed)) return GYM_RADIUS_KM.default;
  return Math.min(GYM_RADIUS_KM.max, Math.max(GYM_RADIUS_KM.min, Math.round(parsed)));
}
