import CloseOutlined from "@ant-design/icons/CloseOutlined";
import type { NotificationView } from "@kumite/contracts/messaging/views";
import { Button, Flex, Skeleton, Typography } from "antd";
import { useId, type KeyboardEvent, type Ref } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useNotificationsText } from "../i18n/catalog.ts";
import { NotificationItem } from "./notification-item.tsx";

export interface NotificationsPanelProps {
  notifications: NotificationView[];
  isLoading: boolean;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
  /** The close button or Escape. */
  onClose: () => void;
  /** A notification that leads to another page was followed: the panel closes, focus goes with the page. */
  onFollow: () => void;
  /** The panel itself, for the bell to move focus into once the popover has opened. */
  ref?: Ref<HTMLElement>;
}

/**
 * The popover's content (SPEC §2, §9): 20rem wide, its list scrolling within 24rem. A labelled,
 * focusable dialog that Escape closes.
 */
export function NotificationsPanel({
  notifications,
  isLoading,
  onMarkRead,
  onMarkAllRead,
  markingAllRead,
  onClose,
  onFollow,
  ref,
}: NotificationsPanelProps) {
  const headingId = useId();
  const { t } = useNotificationsText();
  const unread = notifications.some((notification) => !notification.read);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={ref}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
      style={{ width: "20rem", maxWidth: "calc(100vw - 32px)", outline: "none" }}
    >
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Typography.Title id={headingId} level={5} style={{ margin: 0 }}>
          {t("panel.title")}
        </Typography.Title>
        <Flex align="center" gap={4}>
          <Button type="text" size="small" disabled={!unread} loading={markingAllRead} onClick={onMarkAllRead}>
            {t("panel.markAllRead")}
          </Button>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t("panel.close")}
            onClick={onClose}
          />
        </Flex>
      </Flex>
      <div style={{ maxHeight: "24rem", overflowY: "auto" }}>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : notifications.length === 0 ? (
          <EmptyState place="section" title={t("panel.empty")} />
        ) : (
          <ul
            role="list"
            aria-labelledby={headingId}
            style={{ margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 4 }}
          >
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onMarkRead={onMarkRead}
                onFollow={onFollow}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
