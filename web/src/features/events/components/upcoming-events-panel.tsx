import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import { Link } from "@tanstack/react-router";
import { Card, Empty } from "antd";
import { useEventsText } from "../i18n/catalog.ts";

/** The home page's upcoming events: always empty until dojo events exist (SPEC §2). */
export function UpcomingEventsPanel() {
  const { t } = useEventsText();
  return (
    <Card
      size="small"
      title={
        <span>
          <CalendarOutlined aria-hidden /> {t("upcoming.title")}
        </span>
      }
      extra={<Link to="/events">{t("upcoming.viewAll")}</Link>}
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("upcoming.empty")} />
    </Card>
  );
}
