import BellOutlined from "@ant-design/icons/BellOutlined";
import { Badge, Button, Popover, Skeleton } from "antd";
import { useCallback, useRef, useState } from "react";
import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import { useSession } from "@/shared/session/use-session.ts";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read.ts";
import { useMarkNotificationRead } from "../api/mark-notification-read.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useNotificationsText } from "../i18n/catalog.ts";
import { formatBadgeCount } from "../utils/format-badge-count.ts";

const NO_NOTIFICATIONS: never[] = [];

// The panel (its items, their icons, invitation answers) shows only once the bell is pressed: it
// loads then, or as the pointer or focus reaches the bell, not with the header on every first page.
const NotificationsPanel = lazyComponent(() =>
  import("./notifications-panel.tsx").then((module) => module.NotificationsPanel),
);
const preloadPanel = () => void NotificationsPanel.preload().catch(() => undefined);

/**
 * The header's bell (SPEC §2): the unread badge ("99+" above 99), named with the count, opening
 * the notifications popover. Focus moves into the popover once it is open; closing it from inside
 * (close button, Escape) gives focus back to the bell.
 */
export function NotificationsBell() {
  const { t } = useNotificationsText();
  const userId = useSession().user?.id ?? "";
  const { data: notifications = NO_NOTIFICATIONS, isLoading } = useNotifications(userId || undefined);
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const opened = useRef(false);
  // Focus moves into the panel once the popover has opened, or, if its code arrives later, as it shows.
  const attachPanel = useCallback((panel: HTMLElement | null) => {
    panelRef.current = panel;
    if (panel && opened.current) panel.focus();
  }, []);
  const unreadCount = notifications.filter((notification) => !notification.read).length;
  const badge = unreadCount > 0 ? formatBadgeCount(unreadCount) : null;

  const close = () => {
    setOpen(false);
    bellRef.current?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      afterOpenChange={(visible) => {
        opened.current = visible;
        if (visible) panelRef.current?.focus();
      }}
      content={
        <NotificationsPanel
          fallback={
            <Skeleton active paragraph={{ rows: 3 }} style={{ width: "20rem", maxWidth: "calc(100vw - 32px)" }} />
          }
          ref={attachPanel}
          notifications={notifications}
          isLoading={isLoading}
          onMarkRead={(id) => markRead.mutate(id)}
          onMarkAllRead={() => markAllRead.mutate()}
          markingAllRead={markAllRead.isPending}
          onClose={close}
          onFollow={() => setOpen(false)}
        />
      }
    >
      <Button
        ref={bellRef}
        type="text"
        aria-label={badge ? t("bell.nameUnread", { count: unreadCount, badge }) : t("bell.name")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Badge count={badge} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
