import CloseOutlined from "@ant-design/icons/CloseOutlined";
import { Button, Empty, Flex, Typography } from "antd";

export interface NotificationsPanelProps {
  unreadCount: number;
  onClose: () => void;
}

/**
 * The popover's content: 20rem wide, its list scrolling within 24rem (SPEC §9). The list itself
 * arrives with the notifications issue; until then it shows its empty state.
 */
export function NotificationsPanel({ unreadCount, onClose }: NotificationsPanelProps) {
  return (
    <div style={{ width: "20rem", maxWidth: "calc(100vw - 32px)" }}>
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Notifications
        </Typography.Title>
        <Flex align="center" gap={4}>
          <Button type="link" size="small" disabled={unreadCount === 0}>
            Mark all read
          </Button>
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Close notifications" onClick={onClose} />
        </Flex>
      </Flex>
      <div style={{ maxHeight: "24rem", overflowY: "auto" }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
      </div>
    </div>
  );
}
