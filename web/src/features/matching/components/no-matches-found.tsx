import FilterOutlined from "@ant-design/icons/FilterOutlined";
import { Button, Card, Empty, Typography } from "antd";

/** Nobody fits the filters at all (SPEC §2): "Adjust Filters" opens the filter panel. */
export function NoMatchesFound({ onAdjustFilters }: { onAdjustFilters: () => void }) {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              No matches found
            </Typography.Title>
            <Typography.Text type="secondary">Try more martial arts, another skill level or a wider distance.</Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<FilterOutlined aria-hidden />} onClick={onAdjustFilters}>
          Adjust Filters
        </Button>
      </Empty>
    </Card>
  );
}
