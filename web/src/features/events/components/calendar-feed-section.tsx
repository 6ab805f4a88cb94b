import CopyOutlined from "@ant-design/icons/CopyOutlined";
import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { Button, Card, Flex, Input, Popconfirm, Space, Typography } from "antd";
import { useId } from "react";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useCalendarFeed, useRenewCalendarFeed } from "../api/calendar-feed.ts";
import { useEventsText } from "../i18n/catalog.ts";
import { failureDetail } from "@/shared/api/failure-detail.ts";

/** A feed URL the server gave as a path becomes one a calendar app can reach. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * The member's private calendar feed (issue 18): the URL to subscribe to, a copy button, and
 * "Renew link", which ends the old URL (after a confirm, since calendars subscribed to it stop).
 */
export function CalendarFeedSection() {
  const { t } = useEventsText();
  const toast = useToast();
  const { data: feed } = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const headingId = useId();
  const inputId = useId();
  if (!feed) return null;
  const url = absolute(feed.url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("feed.copied"));
    } catch {
      // The browser refused the clipboard: the URL stays selectable in the box.
    }
  };
  const renewLink = () =>
    renew.mutate(undefined, {
      onSuccess: () => toast.success(t("feed.renewed")),
      onError: (error) => toast.error(t("feed.renewFailed"), failureDetail(error, t("card.tryAgain"))),
    });

  return (
    <section aria-labelledby={headingId}>
      <Card size="small">
        <Flex vertical gap="small">
          <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
            {t("feed.title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("feed.intro")}</Typography.Text>
          <label htmlFor={inputId}>{t("feed.url")}</label>
          <Space.Compact style={{ width: "100%" }}>
            <Input id={inputId} readOnly value={url} onFocus={(focus) => focus.target.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {t("feed.copy")}
            </Button>
          </Space.Compact>
          <div>
            <Popconfirm
              title={t("feed.renewConfirm")}
              okText={t("feed.renewYes")}
              cancelText={t("feed.renewNo")}
              onConfirm={renewLink}
            >
              <Button icon={<ReloadOutlined aria-hidden />} loading={renew.isPending}>
                {t("feed.renew")}
              </Button>
            </Popconfirm>
          </div>
        </Flex>
      </Card>
    </section>
  );
}
