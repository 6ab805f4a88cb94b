import {
  MARTIAL_ART_GROUPS,
  type GiPreference,
  type MartialArt,
  type SkillLevel,
  type TrainingGoal,
  type TrainingIntensity,
  type Weekday,
} from "@kumite/contracts/values";
import type { TFunction } from "i18next";
import { useProfileFormText } from "./i18n/catalog.ts";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";

export type ProfileFormT = TFunction<"profileForm">;
type MartialArtGroupName = (typeof MARTIAL_ART_GROUPS)[number]["name"];

const GROUP_KEYS = { "Striking Arts": "striking", "Grappling Arts": "grappling", MMA: "mma" } as const satisfies Record<
  MartialArtGroupName,
  string
>;

/**
 * What a member reads for SPEC §3's value lists, in the current language. The values themselves
 * (what the server stores and filters on) stay as they are.
 */
export function profileLabels(t: ProfileFormT) {
  return {
    skillLevel: (level: SkillLevel) => t(`skillLevels.${level}`),
    giPreference: (preference: GiPreference) => t(`giPreferences.${preference}`),
    intensity: (intensity: TrainingIntensity) => t(`intensities.${intensity}`),
    weekday: (day: Weekday) => t(`weekdays.${day}`),
    goal: (goal: TrainingGoal) => t(`goals.${goal}`),
    martialArtGroup: (name: MartialArtGroupName) => t(`martialArtGroups.${GROUP_KEYS[name]}`),
  };
}
export type ProfileLabels = ReturnType<typeof profileLabels>;

/** The labels in the app's language; components re-render when it changes. */
export function useProfileLabels(): ProfileLabels {
  const { t } = useProfileFormText();
  return profileLabels(t);
}

/** A grouped martial-art Select's options: translated group titles over the arts' names. */
export function martialArtOptions(labels: ProfileLabels) {
  return MARTIAL_ART_GROUPS.map((group) => {
    const label = labels.martialArtGroup(group.name);
    return {
      label,
      title: label,
      options: group.arts.map((art: MartialArt) => ({ label: martialArtName(art), value: art })),
    };
  });
}

/** Options whose label is the translation of their value. */
export function labelledOptions<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ label: label(value), value }));
}
