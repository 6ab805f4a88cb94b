import { AGE_RANGES, GI_PREFERENCES, SKILL_LEVELS, TRAINING_INTENSITIES } from "@kumite/contracts/values";
import type { TFunction } from "i18next";
import { labelledOptions, martialArtOptions, type ProfileLabels } from "@/shared/profile-form/profile-labels.ts";
import { ALL } from "./matching-filters.ts";

/**
 * The filter panel's choices, from contracts' value lists, labelled in the app's language; "all"
 * first in each (SPEC §9 defaults). The values are what the query sends.
 */
export function filterOptions(t: TFunction<"matching">, labels: ProfileLabels) {
  return {
    martialArts: martialArtOptions(labels),
    skillLevels: [
      { value: ALL, label: t("filters.allSkillLevels") },
      ...labelledOptions(SKILL_LEVELS, labels.skillLevel),
    ],
    ageRanges: [
      { value: ALL, label: t("filters.allAges") },
      ...AGE_RANGES.map((range) => ({ value: range, label: range })),
    ],
    giPreferences: [{ value: ALL, label: t("filters.any") }, ...labelledOptions(GI_PREFERENCES, labels.giPreference)],
    intensities: [{ value: ALL, label: t("filters.any") }, ...labelledOptions(TRAINING_INTENSITIES, labels.intensity)],
  };
}
