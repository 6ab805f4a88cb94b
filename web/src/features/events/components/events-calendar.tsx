import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import LeftOutlined from "@ant-design/icons/LeftOutlined";
import RightOutlined from "@ant-design/icons/RightOutlined";
import { Button, Calendar, Flex, theme, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useEventsText } from "../i18n/catalog.ts";
import { eventDay } from "../utils/event-time.ts";

/** A day's key in the viewer's time zone: events are instants, shown where the viewer is. */
export const dayKey = (date: Dayjs | string) => dayjs(date).format("YYYY-MM-DD");

export interface EventsCalendarProps {
  events: readonly TrainingEventView[];
  /** The day whose events the list shows, or null for all. */
  selected: string | null;
  onSelectDay: (day: string) => void;
}

/**
 * The month view beside the list (issue 18): each day with events carries a dot and is a button,
 * so the keyboard reaches exactly those days (Tab) and Enter shows their events; the month and
 * year are antd's own selects.
 */
export function EventsCalendar({ events, selected, onSelectDay }: EventsCalendarProps) {
  const { t } = useEventsText();
  const { locale } = useLocale();
  const { token } = theme.useToken();
  // The month shown: the member's choice once they move, else the selected day's, else the next event's.
  const [shownMonth, setShownMonth] = useState<Dayjs | null>(null);
  const nextEvent = events.find((event) => !event.viewer.past && !event.cancelled);
  const value = shownMonth ?? dayjs(selected ?? nextEvent?.eventDate);
  const counts = useMemo(() => {
    const byDay = new Map<string, number>();
    for (const event of events) byDay.set(dayKey(event.eventDate), (byDay.get(dayKey(event.eventDate)) ?? 0) + 1);
    return byDay;
  }, [events]);

  return (
    <section aria-label={t("calendar.label")}>
      <Calendar
        fullscreen={false}
        value={value}
        // antd's own header has unlabelled month and year selects: this one says what it does.
        headerRender={() => (
          <Flex justify="space-between" align="center" style={{ padding: 8 }}>
            <Button
              type="text"
              icon={<LeftOutlined aria-hidden />}
              aria-label={t("calendar.previous")}
              onClick={() => setShownMonth(value.subtract(1, "month"))}
            />
            <Typography.Text strong aria-live="polite">
              {new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(value.toDate())}
            </Typography.Text>
            <Button
              type="text"
              icon={<RightOutlined aria-hidden />}
              aria-label={t("calendar.next")}
              onClick={() => setShownMonth(value.add(1, "month"))}
            />
          </Flex>
        )}
        onSelect={(date, { source }) => {
          setShownMonth(date);
          if (source === "date") onSelectDay(dayKey(date));
        }}
        fullCellRender={(date, info) => {
          if (info.type !== "date") return info.originNode;
          const count = counts.get(dayKey(date)) ?? 0;
          if (count === 0) return <div className="ant-picker-cell-inner">{date.date()}</div>;
          return (
            <button
              type="button"
              className="ant-picker-cell-inner"
              aria-pressed={selected === dayKey(date)}
              aria-label={t("calendar.eventsOnDay", { count, date: eventDay(date.toISOString(), { locale }) })}
              style={{
                position: "relative",
                border: 0,
                padding: 0,
                font: "inherit",
                color: "inherit",
                background: "transparent",
                cursor: "pointer",
                fontWeight: 600,
              }}
            >
              {date.date()}
              <span
                aria-hidden
                style={{
                  position: "absolute",
                  left: "50%",
                  bottom: -2,
                  width: 5,
                  height: 5,
                  marginLeft: -2.5,
                  borderRadius: "50%",
                  background: token.colorPrimary,
                }}
              />
            </button>
          );
        }}
      />
    </section>
  );
}
