import type { NextOpenMat } from "@kumite/contracts/gym/views";
import { Tag } from "antd";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { weekdayName } from "../utils/weekday-name.ts";

/** The gym's next open mat on its card: "Open mat today 18:00–20:00", "Open mat Saturday 10:00–12:00". */
export function NextOpenMatTag({ next }: { next: NextOpenMat }) {
  const { t } = useGymsText();
  const { locale } = useLocale();
  const words =
    next.daysAhead === 0
      ? t("card.nextToday", { start: next.start, end: next.end })
      : t("card.nextOn", { day: weekdayName(next.weekday, locale), start: next.start, end: next.end });
  return (
    <Tag color={next.daysAhead === 0 ? "green" : "blue"} style={{ alignSelf: "flex-start", whiteSpace: "normal" }}>
      {words} · {t(`kinds.${next.kind}`)}
    </Tag>
  );
}
