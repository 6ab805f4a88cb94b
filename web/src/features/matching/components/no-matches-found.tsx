import FilterOutlined from "@ant-design/icons/FilterOutlined";
import { Button } from "antd";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useMatchingText } from "../i18n/catalog.ts";

/** Nobody fits the filters at all (SPEC §2): "Adjust Filters" opens the filter panel. */
export function NoMatchesFound({ onAdjustFilters }: { onAdjustFilters: () => void }) {
  const { t } = useMatchingText();
  return (
    <EmptyState
      title={t("noMatches.title")}
      description={t("noMatches.hint")}
      action={
        <Button type="primary" icon={<FilterOutlined aria-hidden />} onClick={onAdjustFilters}>
          {t("noMatches.adjustFilters")}
        </Button>
      }
    />
  );
}
