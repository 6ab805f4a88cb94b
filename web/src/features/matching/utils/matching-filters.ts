import { MATCHING } from "@kumite/contracts/limits";
import {
  MARTIAL_ARTS,
  type AgeRange,
  type GiPreference,
  type MartialArt,
  type SkillLevel,
  type TrainingIntensity,
} from "@kumite/contracts/values";

/** "all" is SPEC's default of a choice filter (§9): it is never sent. */
export const ALL = "all";
export type Choice<T extends string> = T | typeof ALL;

/** What the filter panel chooses (SPEC §2 Matching, §5, §9). */
export interface MatchingFilters {
  martialArts: MartialArt[];
  skillLevel: Choice<SkillLevel>;
  ageRange: Choice<AgeRange>;
  /** Kilometres, 1–500. */
  maxDistance: number;
  giPreference: Choice<GiPreference>;
  intensity: Choice<TrainingIntensity>;
  /** Kilograms either way of one's own weight; null is no limit. */
  maxWeightDifference: number | null;
}

export const DEFAULT_MATCHING_FILTERS: MatchingFilters = {
  martialArts: [],
  skillLevel: ALL,
  ageRange: ALL,
  maxDistance: MATCHING.defaultMaxDistanceKm,
  giPreference: ALL,
  intensity: ALL,
  maxWeightDifference: null,
};

/**
 * SPEC §5: the maximum distance is 1 to 500 km and 50 when invalid. Something that is not a
 * number (empty, text, NaN) is invalid and becomes 50; a number out of range is held to the range.
 */
export function normaliseDistance(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return MATCHING.defaultMaxDistanceKm;
  return Math.min(MATCHING.maxDistanceKm, Math.max(MATCHING.minDistanceKm, Math.round(number)));
}

/** The weight limit, 0 to the widest the server takes, or null (no limit) when not a number. */
export function normaliseWeightDifference(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  return Math.min(MATCHING.maxWeightDifferenceKg, Math.max(0, Math.round(number)));
}

export interface QueryOptions {
  /** The weight filter needs one's own weight: the server refuses it otherwise. */
  ownWeightKnown: boolean;
}

/**
 * The query string of GET /api/users/matching/{userId} (SPEC §7): only the filters that differ
 * from the defaults, "" when none do. Martial arts go as one comma list, in the value list's
 * order, so the same choice always makes the same query.
 */
export function matchingQueryString(filters: MatchingFilters, { ownWeightKnown }: QueryOptions): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${name}=${encodeURIComponent(value)}`);

  const arts = MARTIAL_ARTS.filter((art) => filters.martialArts.includes(art));
  if (arts.length > 0) parts.push(`martialArts=${arts.map(encodeURIComponent).join(",")}`);
  if (filters.skillLevel !== ALL) add("skillLevel", filters.skillLevel);
  if (filters.ageRange !== ALL) add("ageRange", filters.ageRange);
  const distance = normaliseDistance(filters.maxDistance);
  if (distance !== MATCHING.defaultMaxDistanceKm) add("maxDistance", String(distance));
  if (filters.giPreference !== ALL) add("giPreference", filters.giPreference);
  if (filters.intensity !== ALL) add("intensity", filters.intensity);
  const weight = normaliseWeightDifference(filters.maxWeightDifference);
  if (ownWeightKnown && weight !== null) add("maxWeightDifference", String(weight));

  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** How many filters differ from the defaults: the panel's badge. */
export function activeFilterCount(filters: MatchingFilters, options: QueryOptions): number {
  const query = matchingQueryString(filters, options);
  return query === "" ? 0 : query.split("&").length;
}
