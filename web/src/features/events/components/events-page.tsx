import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { may } from "@kumite/contracts/dojo/roles";
import { Alert, Button, Card, Col, Flex, Row, Typography } from "antd";
import { useState } from "react";
import { useDojo } from "@/shared/api/get-dojos.ts";
import { CardGridSkeleton } from "@/shared/components/card-grid-skeleton.tsx";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useMyDojoPlace } from "@/shared/dojo/use-my-dojo-place.ts";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useDojoEvents } from "../api/get-events.ts";
import { useEventsText } from "../i18n/catalog.ts";
import { eventDay } from "../utils/event-time.ts";
import { CalendarFeedSection } from "./calendar-feed-section.tsx";
import { EventCard } from "./event-card.tsx";
import { dayKey, EventsCalendar } from "./events-calendar.tsx";
import { LazyCreateEventDialog } from "./lazy-create-event-dialog.ts";

const SKELETON_CARDS = 3;
const GRID = { xs: 24, xl: 12 } as const;

export interface EventsPageProps {
  /** `?dojoId=`: one dojo's events, headed with its name (SPEC §2); otherwise the member's dojo's. */
  dojoId?: string | null;
}

/**
 * /events (SPEC §2): the heading, Create Event for those who may (or why not), the events of the
 * member's dojo (or the filtered one) as cards beside a month view, and the member's calendar feed.
 */
export function EventsPage({ dojoId: filtered = null }: EventsPageProps) {
  const { t } = useEventsText();
  const common = useCommonText();
  const { locale } = useLocale();
  const { me, place, isPending: placePending } = useMyDojoPlace();
  const dojoId = filtered ?? place.dojoId;
  const { data: dojo } = useDojo(dojoId);
  const { data: ownDojo } = useDojo(place.dojoId);
  const { data: events = [], isPending: eventsPending } = useDojoEvents(dojoId);
  const [creating, setCreating] = useState(false);
  const [day, setDay] = useState<string | null>(null);

  const isOwnDojoOwner = ownDojo?.ownerId === me;
  // SPEC §3: "New Blood, the default when none".
  const role = place.dojoId !== null ? (place.dojoRole ?? "new_blood") : null;
  const mayCreate = role !== null && may(role, isOwnDojoOwner, "create events");
  const shown = day ? events.filter((event) => dayKey(event.eventDate) === day) : events;
  const heading = filtered && dojo ? t("dojoTitle", { name: dojo.name }) : t("title");
  const noDojo = !placePending && dojoId === null;

  return (
    <Flex vertical gap="middle" component="section" aria-labelledby="events-heading">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <div>
          <Typography.Title id="events-heading" level={2} style={{ marginBottom: 4 }}>
            {heading}
          </Typography.Title>
          <Typography.Text type="secondary">{t("intro")}</Typography.Text>
        </div>
        {mayCreate ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t("create.button")}
          </Button>
        ) : (
          role !== null && (
            <Alert
              type="info"
              showIcon
              title={t("create.notAllowed")}
              description={t("create.yourRole", { role: common.t(`dojoRoles.${role}`) })}
            />
          )
        )}
      </Flex>
      {noDojo ? (
        <EmptyState
          title={t("noDojo.title")}
          description={t("noDojo.detail")}
          action={
            <LinkButton to="/dojos" type="primary">
              {t("noDojo.explore")}
            </LinkButton>
          }
        />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            {day && (
              <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 12 }}>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {t("list.dayShown", { date: eventDay(day + "T12:00:00", { locale }) })}
                </Typography.Title>
                <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => setDay(null)}>
                  {t("list.showAll")}
                </Button>
              </Flex>
            )}
            {eventsPending || placePending ? (
              <CardGridSkeleton label={t("list.loading")} count={SKELETON_CARDS} columns={GRID} />
            ) : shown.length === 0 ? (
              <EmptyState title={day ? t("list.emptyDay") : t("list.empty")} description={t("list.emptyHint")} />
            ) : (
              <Row gutter={[16, 16]} role="list" aria-label={t("list.label")}>
                {shown.map((event) => (
                  <Col key={event.id} {...GRID} role="listitem">
                    <EventCard event={event} />
                  </Col>
                ))}
              </Row>
            )}
          </Col>
          <Col xs={24} lg={8}>
            <Flex vertical gap="middle">
              <Card size="small">
                <EventsCalendar events={events} selected={day} onSelectDay={setDay} />
              </Card>
              <CalendarFeedSection />
            </Flex>
          </Col>
        </Row>
      )}
      {mayCreate && place.dojoId !== null && (
        <LazyCreateEventDialog
          open={creating}
          onClose={() => setCreating(false)}
          dojos={ownDojo ? [{ id: ownDojo.id, name: ownDojo.name }] : []}
        />
      )}
    </Flex>
  );
}
