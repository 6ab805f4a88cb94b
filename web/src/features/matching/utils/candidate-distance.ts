import { CELL_KM } from "@kumite/contracts/identity/cells";
import type { TFunction } from "i18next";
import { formatDistance } from "@/shared/format/distance.ts";

/**
 * How far a candidate is: "3.2 km away", or "under 1 km away" inside a kilometre. Matching measures
 * between the centres of members' 1 km cells, so a candidate in one's own cell comes as 0 km: any
 * nearer figure than "under a cell" would be made up, and "0.0 km away" reads as the same spot.
 */
export function candidateDistance(km: number, t: TFunction<"matching">, locale: string): string {
  return km < CELL_KM
    ? t("candidate.underOneKm")
    : t("candidate.distanceAway", { distance: formatDistance(km, locale) });
}
