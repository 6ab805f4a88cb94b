import BellOutlined from "@ant-design/icons/BellOutlined";
import { Badge, Button, Popover } from "antd";
import { useRef, useState } from "react";
import { useSession } from "@/shared/session/use-session.ts";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read.ts";
import { useMarkNotificationRead } from "../api/mark-notification-read.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useNotificationsText } from "../i18n/catalog.ts";
import { formatBadgeCount } from "../utils/format-badge-count.ts";
import { NotificationsPanel } from "./notifications-panel.tsx";

const NO_NOTIFICATIONS: never[] = [];

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
  const panelRef = useRef<HTMLElement>(null);
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
      afterOpenChange={(visible) => visible && panelRef.current?.focus()}
      content={
        <NotificationsPanel
          ref={panelRef}
          notifications={notifications}
          isLoading={isLoading}
          onMarkRead={(id) => markRead.mutate(id)}
          onMarkAllRead={() => markAllRead.mutate()}
          markingAllRead={markAllRead.isPending}
          onClose={close}
        />
      }
    >
      <Button
        ref={bellRef}
        type="text"
        aria-label={badge ? t("bell.nameUnread", { count: unreadCount, badge }) : t("bell.name")}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <Badge count={badge} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
