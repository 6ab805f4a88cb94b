import type { NotificationView } from "@kumite/contracts/messaging/views";
import { Link } from "@tanstack/react-router";
import { theme } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { RelativeTime } from "@/shared/components/relative-time.tsx";
import { VisuallyHidden } from "@/shared/components/visually-hidden.tsx";
import { useNotificationsText } from "../i18n/catalog.ts";
import { notificationWording } from "../utils/notification-kinds.ts";
import { DojoInvitationActions } from "./dojo-invitation-actions.tsx";
import { EventInviteActions } from "./event-invite-actions.tsx";
import { NotificationIcon } from "./notification-icon.tsx";

export interface NotificationItemProps {
  notification: NotificationView;
  /** Called when an unread notification is chosen; read ones are not interactive (SPEC §4). */
  onMarkRead: (id: string) => void;
  /** Called when a notification that leads somewhere is followed (the panel closes). */
  onFollow: () => void;
}

/**
 * One notification: icon by type, title, optional message and "… ago". An unread one is a button
 * that marks it read, tinted and dotted; a read one is plain text, as choosing it does nothing.
 * A dojo invitation's answers sit below, outside that button (a button holds no other control).
 * "Your data is ready" is a link, read or not, to Options → Account, where the download is.
 */
export function NotificationItem({ notification, onMarkRead, onFollow }: NotificationItemProps) {
  const { token } = theme.useToken();
  const { t, i18n } = useNotificationsText();
  const { id, type, read, createdAt, invitation, event } = notification;
  const { title, message } = notificationWording(notification, t, i18n.language);
  const row: CSSProperties = {
    display: "flex",
    gap: 12,
    alignItems: "flex-start",
    width: "100%",
    padding: "8px 10px",
    borderRadius: token.borderRadius,
    color: token.colorText,
    background: "transparent",
    textAlign: "left",
    font: "inherit",
  };
  const body: ReactNode = (
    <>
      {!read && <VisuallyHidden>{`${t("unread")} `}</VisuallyHidden>}
      <NotificationIcon type={type} />
      <span style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 2 }}>
        <span style={{ fontWeight: read ? 400 : 600, overflowWrap: "anywhere" }}>{title}</span>
        {message && <span style={{ color: token.colorTextSecondary, overflowWrap: "anywhere" }}>{message}</span>}
        <RelativeTime date={createdAt} suffix style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }} />
      </span>
      {!read && (
        <span
          aria-hidden
          style={{
            width: 8,
            height: 8,
            marginTop: 6,
            borderRadius: "50%",
            background: token.colorPrimary,
            flexShrink: 0,
          }}
        />
      )}
    </>
  );

  return (
    <li
      style={{
        listStyle: "none",
        borderRadius: token.borderRadius,
        background: read ? "transparent" : token.colorFillTertiary,
      }}
    >
      {type === "data_export_ready" ? (
        <Link
          to="/options"
          search={{ tab: "account" }}
          style={{ ...row, textDecoration: "none" }}
          onClick={() => {
            if (!read) onMarkRead(id);
            onFollow();
          }}
        >
          {body}
        </Link>
      ) : read ? (
        <div style={row}>{body}</div>
      ) : (
        <button type="button" style={{ ...row, border: 0, cursor: "pointer" }} onClick={() => onMarkRead(id)}>
          {body}
        </button>
      )}
      {type === "event_invite" && event && Date.parse(event.eventDate) > Date.now() && (
        <div style={{ display: "flex", padding: "0 10px 10px 40px" }}>
          <EventInviteActions event={event} />
        </div>
      )}
      {type === "dojo_invite" && invitation && (
        // Lined up with the title: the row's padding, the icon and the gap.
        <div style={{ display: "flex", padding: "0 10px 10px 40px" }}>
          <DojoInvitationActions invitation={invitation} />
        </div>
      )}
    </li>
  );
}
