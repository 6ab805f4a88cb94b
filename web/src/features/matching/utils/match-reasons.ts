import type { MatchReason } from "@kumite/contracts/social/views";
import type { TFunction } from "i18next";
import type { ProfileLabels } from "@/shared/profile-form/profile-labels.ts";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";
import { candidateDistance } from "./candidate-distance.ts";

/** How many shared values a reason names before "and N more", as the server's English reasons do. */
const LISTED = 2;

export interface ReasonWording {
  t: TFunction<"matching">;
  labels: ProfileLabels;
  locale: string;
}

/** "Judo and Sambo", "Judo, Sambo and 2 more": the locale's own way of listing. */
function listed(values: readonly string[], { t, locale }: ReasonWording): string {
  const shown =
    values.length <= LISTED
      ? values
      : [...values.slice(0, LISTED), t("candidate.reasons.more", { count: values.length - LISTED })];
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(shown);
}

/** One reason a candidate was suggested, worded in the app's language from the server's data. */
export function matchReasonText(reason: MatchReason, wording: ReasonWording): string {
  const { t, labels, locale } = wording;
  switch (reason.kind) {
    case "asked-you":
      return t("candidate.reasons.askedYou");
    case "arts":
      return t("candidate.reasons.arts", { list: listed(reason.values.map(martialArtName), wording) });
    case "skill":
      return t("candidate.reasons.skill", { level: labels.skillLevel(reason.value) });
    case "distance":
      return candidateDistance(reason.km, t, locale);
    case "days":
      return t("candidate.reasons.days", { list: listed(reason.values.map(labels.weekday), wording) });
    case "goals":
      return t("candidate.reasons.goals", { list: listed(reason.values.map(labels.goal), wording) });
  }
}
