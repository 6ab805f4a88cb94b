import { theme } from "antd";
import type { CSSProperties } from "react";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";

/** The look of one clickable search result: a padded row that highlights on hover. */
export function useResultRowStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    display: "flex",
    alignItems: "center",
    gap: 12,
    padding: 10,
    borderRadius: token.borderRadius,
    color: token.colorText,
    textDecoration: "none",
    background: token.colorFillQuaternary,
  };
}

/** "Judo, Karate • Lisbon": up to `max` martial arts, then the location, skipping what is empty. */
export function artsAndLocation(
  martialArts: readonly string[] | undefined,
  location: string | undefined,
  max: number,
): string {
  const arts = (martialArts ?? []).slice(0, max).map(martialArtName).join(", ");
  return [arts, location?.trim()].filter(Boolean).join(" • ");
}
