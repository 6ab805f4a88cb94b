import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import { Link } from "@tanstack/react-router";
import { Card, Empty } from "antd";

/** The home page's upcoming events: always empty until dojo events exist (SPEC §2). */
export function UpcomingEventsPanel() {
  return (
    <Card
      size="small"
      title={
        <span>
          <CalendarOutlined aria-hidden /> Upcoming Events
        </span>
      }
      extra={<Link to="/events">View all</Link>}
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No upcoming events" />
    </Card>
  );
}
