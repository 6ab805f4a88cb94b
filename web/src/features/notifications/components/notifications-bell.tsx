import BellOutlined from "@ant-design/icons/BellOutlined";
import { Badge, Button, Popover } from "antd";
import { useState } from "react";
import { formatBadgeCount } from "../utils/format-badge-count.ts";
import { NotificationsPanel } from "./notifications-panel.tsx";

export interface NotificationsBellProps {
  /** Unread notifications; 0 until the notification list is fetched (a later issue). */
  unreadCount?: number;
}

/** The header's bell: an unread badge, opening the notifications popover (SPEC §2). */
export function NotificationsBell({ unreadCount = 0 }: NotificationsBellProps) {
  const [open, setOpen] = useState(false);
  const badge = unreadCount > 0 ? formatBadgeCount(unreadCount) : null;

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      content={<NotificationsPanel unreadCount={unreadCount} onClose={() => setOpen(false)} />}
    >
      <Button type="text" aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}>
        <Badge count={badge} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
