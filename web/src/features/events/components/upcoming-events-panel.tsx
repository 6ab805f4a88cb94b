import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import { Link } from "@tanstack/react-router";
import { Card, Skeleton, Typography } from "antd";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useMyEvents } from "../api/get-events.ts";
import { useEventsText } from "../i18n/catalog.ts";
import { eventDay, eventTime } from "../utils/event-time.ts";

/** Home shows at most this many of the member's next events (issue 18). */
const SHOWN = 5;

/** The home page's upcoming events (SPEC §2): the member's next events, each linking to /events. */
export function UpcomingEventsPanel() {
  const { t } = useEventsText();
  const { locale } = useLocale();
  const { data: events = [], isPending } = useMyEvents();
  const next = events.slice(0, SHOWN);

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
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : next.length === 0 ? (
        <EmptyState place="section" title={t("upcoming.empty")} />
      ) : (
        <PlainList label={t("upcoming.label")}>
          {next.map((event) => (
            <li key={event.id}>
              <Link to="/events" search={{ dojoId: event.dojoId }}>
                {event.title}
              </Link>
              <br />
              <Typography.Text type="secondary">
                {eventDay(event.eventDate, { locale })}, {eventTime(event.eventDate, { locale })}
                {event.dojo && <> · {event.dojo.name}</>}
              </Typography.Text>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
