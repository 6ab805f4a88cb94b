import type { OpenMatFilter as Filter } from "@kumite/contracts/gym/commands";
import { Radio } from "antd";
import { useGymsText } from "../i18n/catalog.ts";

/** "Open mat today" / "This weekend" (beyond SPEC), or every gym: a radio group, its arrows move the choice. */
export function OpenMatFilter({ value, onChange }: { value: Filter | null; onChange: (value: Filter | null) => void }) {
  const { t } = useGymsText();
  return (
    <Radio.Group
      aria-label={t("filter.label")}
      optionType="button"
      value={value ?? "all"}
      onChange={(event) => onChange(event.target.value === "all" ? null : (event.target.value as Filter))}
      options={[
        { value: "all", label: t("filter.all") },
        { value: "today", label: t("filter.today") },
        { value: "weekend", label: t("filter.weekend") },
      ]}
    />
  );
}
