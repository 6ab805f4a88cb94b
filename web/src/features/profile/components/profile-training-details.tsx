import type { UserView } from "@kumite/contracts/identity/views";
import { Descriptions, type DescriptionsProps } from "antd";
import { useProfileText } from "../i18n/catalog.ts";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useProfileLabels } from "@/shared/profile-form/profile-labels.ts";

/** Rank, weight, gi preference and training intensity: those the member has set, nothing otherwise. */
export function ProfileTrainingDetails({ user }: { user: UserView }) {
  const { t } = useProfileText();
  const { locale } = useLocale();
  const labels = useProfileLabels();
  const items: DescriptionsProps["items"] = [];
  if (user.rank) items.push({ key: "rank", label: t("training.rank"), children: user.rank });
  if (user.weightKg !== null) {
    const weight = new Intl.NumberFormat(locale).format(user.weightKg);
    items.push({ key: "weight", label: t("training.weight"), children: t("training.weightValue", { weight }) });
  }
  if (user.giPreference)
    items.push({ key: "gi", label: t("training.giPreference"), children: labels.giPreference(user.giPreference) });
  if (user.intensity)
    items.push({ key: "intensity", label: t("training.intensity"), children: labels.intensity(user.intensity) });
  if (items.length === 0) return null;
  return <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} aria-label={t("training.label")} />;
}
