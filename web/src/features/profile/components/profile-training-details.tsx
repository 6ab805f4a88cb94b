import type { UserView } from "@kumite/contracts/identity/views";
import { GI_PREFERENCE_LABELS, TRAINING_INTENSITY_LABELS } from "@kumite/contracts/values";
import { Descriptions, type DescriptionsProps } from "antd";

/** Rank, weight, gi preference and training intensity: those the member has set, nothing otherwise. */
export function ProfileTrainingDetails({ user }: { user: UserView }) {
  const items: DescriptionsProps["items"] = [];
  if (user.rank) items.push({ key: "rank", label: "Rank", children: user.rank });
  if (user.weightKg !== null) items.push({ key: "weight", label: "Weight", children: `${user.weightKg} kg` });
  if (user.giPreference) items.push({ key: "gi", label: "Gi preference", children: GI_PREFERENCE_LABELS[user.giPreference] });
  if (user.intensity) items.push({ key: "intensity", label: "Intensity", children: TRAINING_INTENSITY_LABELS[user.intensity] });
  if (items.length === 0) return null;
  return <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} aria-label="Training details" />;
}
