import FilterOutlined from "@ant-design/icons/FilterOutlined";
import { Button, Card, Empty, Typography } from "antd";
import { useMatchingText } from "../i18n/catalog.ts";

/** Nobody fits the filters at all (SPEC §2): "Adjust Filters" opens the filter panel. */
export function NoMatchesFound({ onAdjustFilters }: { onAdjustFilters: () => void }) {
  const { t } = useMatchingText();
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              {t("noMatches.title")}
            </Typography.Title>
            <Typography.Text type="secondary">{t("noMatches.hint")}</Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<FilterOutlined aria-hidden />} onClick={onAdjustFilters}>
          {t("noMatches.adjustFilters")}
        </Button>
      </Empty>
    </Card>
  );
}
