import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import CarryOutOutlined from "@ant-design/icons/CarryOutOutlined";
import CloudDownloadOutlined from "@ant-design/icons/CloudDownloadOutlined";
import MailOutlined from "@ant-design/icons/MailOutlined";
import MessageOutlined from "@ant-design/icons/MessageOutlined";
import NotificationOutlined from "@ant-design/icons/NotificationOutlined";
import SafetyCertificateOutlined from "@ant-design/icons/SafetyCertificateOutlined";
import StopOutlined from "@ant-design/icons/StopOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import UserAddOutlined from "@ant-design/icons/UserAddOutlined";
import UserDeleteOutlined from "@ant-design/icons/UserDeleteOutlined";
import UsergroupAddOutlined from "@ant-design/icons/UsergroupAddOutlined";
import type { NotificationType } from "@kumite/contracts/values";
import type { ComponentType, CSSProperties } from "react";
import { useNotificationsText } from "../i18n/catalog.ts";
import { isKnownNotificationType, notificationTypeLabel } from "../utils/notification-kinds.ts";

type IconComponent = ComponentType<{ "aria-label"?: string; style?: CSSProperties }>;

const ICONS: Record<NotificationType, IconComponent> = {
  connection_request: UserAddOutlined,
  connection_accepted: TeamOutlined,
  new_message: MessageOutlined,
  event_reminder: CalendarOutlined,
  event_invite: MailOutlined,
  dojo_invite: UsergroupAddOutlined,
  event_waitlist_promoted: CarryOutOutlined,
  event_cancelled: StopOutlined,
  report_action_taken: SafetyCertificateOutlined,
  dojo_removed: UserDeleteOutlined,
  data_export_ready: CloudDownloadOutlined,
};

/** The icon for a notification's type (SPEC §2), named by the type; unknown types get a generic one. */
export function NotificationIcon({ type }: { type: string }) {
  const { t } = useNotificationsText();
  const Icon = isKnownNotificationType(type) ? ICONS[type] : NotificationOutlined;
  return <Icon aria-label={notificationTypeLabel(type, t)} style={{ fontSize: 18 }} />;
}
