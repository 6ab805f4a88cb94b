import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import ClockCircleOutlined from "@ant-design/icons/ClockCircleOutlined";
import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import UserAddOutlined from "@ant-design/icons/UserAddOutlined";
import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { Button, Card, Flex, Popconfirm, Tag, theme, Typography } from "antd";
import { useId, useState } from "react";
import { memberName } from "@/shared/format/member-name.ts";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { calendarFileUrl, useCancelEvent, useEventMove } from "../api/event-moves.ts";
import { useWaitingItems } from "@/shared/outbox/use-outbox.ts";
import { WaitingLine } from "@/shared/outbox/waiting-line.tsx";
import { useEventsText } from "../i18n/catalog.ts";
import { eventActions, type EventBadge } from "../utils/event-actions.ts";
import { eventDay, eventTime } from "../utils/event-time.ts";
import { CapacityControl } from "./capacity-control.tsx";
import { failureDetail } from "@/shared/api/failure-detail.ts";
import { InviteToEventDialog } from "./invite-to-event-dialog.tsx";

export interface EventCardProps {
  event: TrainingEventView;
}

const BADGE_WORDS = {
  cancelled: "card.cancelled",
  past: "card.past",
  organizer: "card.organizer",
  joined: "card.joinedBadge",
  full: "card.full",
  dojoOnly: "card.dojoOnly",
} as const satisfies Record<EventBadge, string>;
// The default tag keeps body text's contrast on the dark theme; red and gold tags do too.
const BADGE_COLORS: Partial<Record<EventBadge, string>> = { cancelled: "red", organizer: "gold", joined: "green" };

/**
 * One training event (SPEC §2): title, dojo, date, time, participants, description and organiser,
 * its badges, and what the member may do: join, leave, wait for a place, or (organising) cancel it
 * and change its maximum.
 */
const EVENT_MOVES = ["eventJoin", "eventLeave"] as const;

export function EventCard({ event }: EventCardProps) {
  const { t } = useEventsText();
  const { locale } = useLocale();
  const { token } = theme.useToken();
  const toast = useToast();
  const join = useEventMove("join");
  const waitlist = useEventMove("waitlist");
  const leave = useEventMove("leave");
  const cancel = useCancelEvent();
  const headingId = useId();
  const { badges, place, mayOrganise, mayInvite } = eventActions(event);
  const [inviting, setInviting] = useState(false);
  const dimmed = event.viewer.past || event.cancelled;

  // SPEC §8: join and leave failures are logged (in the hooks), not toasted.
  const move = (mutation: typeof join, done: string) =>
    mutation.mutate(event, { onSuccess: (sent) => sent && toast.success(done) });
  const cancelEvent = () =>
    cancel.mutate(event.id, {
      onSuccess: () => toast.success(t("card.cancelledToast")),
      onError: (error) => toast.error(t("card.cancelFailed"), failureDetail(error, t("card.tryAgain"))),
    });
  // A join or leave waiting in the outbox: shown with Cancel, and no second move meanwhile.
  const waitingMoves = useWaitingItems({ kinds: EVENT_MOVES, target: event.id });
  const busy = join.isPending || waitlist.isPending || leave.isPending || waitingMoves.length > 0;

  return (
    <article aria-labelledby={headingId} style={{ height: "100%" }}>
      <Card
        // Past and cancelled events are dimmed by a quieter surface, not by transparency, so that
        // their text keeps its contrast (WCAG 1.4.3).
        style={{
          height: "100%",
          background: dimmed ? token.colorBgLayout : undefined,
          borderStyle: dimmed ? "dashed" : undefined,
        }}
        styles={{ body: { display: "flex", flexDirection: "column", gap: 8, height: "100%" } }}
        data-dimmed={dimmed || undefined}
      >
        <Typography.Title level={3} id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {event.title}
        </Typography.Title>
        {badges.length > 0 && (
          <Flex wrap gap={4} role="list" aria-label={t("card.badges")}>
            {badges.map((badge) => (
              <Tag key={badge} role="listitem" color={BADGE_COLORS[badge]}>
                {t(BADGE_WORDS[badge])}
              </Tag>
            ))}
          </Flex>
        )}
        {event.dojo && <Typography.Text type="secondary">{event.dojo.name}</Typography.Text>}
        <Flex wrap gap="middle">
          <Typography.Text>
            <CalendarOutlined aria-label={t("card.date")} /> {eventDay(event.eventDate, { locale })}
          </Typography.Text>
          <Typography.Text>
            <ClockCircleOutlined aria-label={t("card.time")} /> {eventTime(event.eventDate, { locale })}
          </Typography.Text>
        </Flex>
        <Typography.Text>
          <TeamOutlined aria-hidden />{" "}
          {t("card.participants", { current: event.currentParticipants, max: event.maxParticipants })}
          {event.waitlistCount > 0 && <> · {t("card.waiting", { count: event.waitlistCount })}</>}
        </Typography.Text>
        {event.description && (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {event.description}
          </Typography.Paragraph>
        )}
        {event.creator && (
          <Typography.Text type="secondary">
            {t("card.organizedBy", { name: memberName(event.creator) })}
          </Typography.Text>
        )}
        {place === "waiting" && event.viewer.waitlistPosition !== null && (
          <Typography.Text strong>
            {t("card.waitlistPosition", { position: event.viewer.waitlistPosition })}
          </Typography.Text>
        )}
        {waitingMoves.map((item) => (
          <Typography.Text key={item.id}>
            {t(item.kind === "eventLeave" ? "card.leaveWaiting" : "card.joinWaiting")} <WaitingLine item={item} />
          </Typography.Text>
        ))}
        <Flex wrap gap="small" style={{ marginTop: "auto" }}>
          {/* Each card's buttons say the same; their description says which event. */}
          {place === "join" && (
            <Button
              type="primary"
              loading={join.isPending}
              disabled={busy}
              onClick={() => move(join, t("card.joined"))}
              aria-describedby={headingId}
            >
              {t("card.join")}
            </Button>
          )}
          {place === "full" && (
            <>
              <Button disabled aria-describedby={headingId}>
                {t("card.eventFull")}
              </Button>
              <Button
                loading={waitlist.isPending}
                disabled={busy}
                onClick={() => move(waitlist, t("card.joinedWaitlist"))}
                aria-describedby={headingId}
              >
                {t("card.joinWaitlist")}
              </Button>
            </>
          )}
          {place === "joined" && (
            <Button
              loading={leave.isPending}
              disabled={busy}
              onClick={() => move(leave, t("card.left"))}
              aria-describedby={headingId}
            >
              {t("card.leave")}
            </Button>
          )}
          {place === "waiting" && (
            <Button
              loading={leave.isPending}
              disabled={busy}
              onClick={() => move(leave, t("card.leftWaitlist"))}
              aria-describedby={headingId}
            >
              {t("card.leaveWaitlist")}
            </Button>
          )}
          {!event.cancelled && (
            <Button
              href={calendarFileUrl(event.id)}
              download
              icon={<DownloadOutlined aria-hidden />}
              aria-describedby={headingId}
            >
              {t("card.addToCalendar")}
            </Button>
          )}
          {mayInvite && (
            <Button
              icon={<UserAddOutlined aria-hidden />}
              onClick={() => setInviting(true)}
              aria-describedby={headingId}
            >
              {t("invite.open")}
            </Button>
          )}
          {/* Not antd's danger style: its red text misses AA contrast on the dark card; the confirm says what is at stake. */}
          {mayOrganise && (
            <Popconfirm
              title={t("card.cancelConfirm")}
              okText={t("card.cancelYes")}
              cancelText={t("card.cancelNo")}
              onConfirm={cancelEvent}
            >
              <Button loading={cancel.isPending} aria-describedby={headingId}>
                {t("card.cancel")}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        {mayOrganise && <CapacityControl event={event} describedBy={headingId} />}
        {inviting && <InviteToEventDialog event={event} onClose={() => setInviting(false)} />}
      </Card>
    </article>
  );
}
