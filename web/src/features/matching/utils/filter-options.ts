import {
  AGE_RANGES,
  GI_PREFERENCES,
  GI_PREFERENCE_LABELS,
  MARTIAL_ART_GROUPS,
  SKILL_LEVELS,
  TRAINING_INTENSITIES,
  TRAINING_INTENSITY_LABELS,
} from "@kumite/contracts/values";
import { ALL } from "./matching-filters.ts";

// The filter panel's choices, from contracts' value lists; "all" first in each (SPEC §9 defaults).

export const MARTIAL_ART_OPTIONS = MARTIAL_ART_GROUPS.map((group) => ({
  label: group.name,
  title: group.name,
  options: group.arts.map((art) => ({ value: art, label: art })),
}));

export const SKILL_LEVEL_OPTIONS = [{ value: ALL, label: "All skill levels" }, ...SKILL_LEVELS.map((level) => ({ value: level, label: level }))];

export const AGE_RANGE_OPTIONS = [{ value: ALL, label: "All ages" }, ...AGE_RANGES.map((range) => ({ value: range, label: range }))];

export const GI_PREFERENCE_OPTIONS = [
  { value: ALL, label: "Any" },
  ...GI_PREFERENCES.map((preference) => ({ value: preference, label: GI_PREFERENCE_LABELS[preference] })),
];

export const INTENSITY_OPTIONS = [
  { value: ALL, label: "Any" },
  ...TRAINING_INTENSITIES.map((intensity) => ({ value: intensity, label: TRAINING_INTENSITY_LABELS[intensity] })),
];
