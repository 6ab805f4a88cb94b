import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { theme } from "antd";
import { useMessagesText } from "../i18n/catalog.ts";
import { messageText } from "../utils/message-text.ts";
import { MessageTime } from "./message-time.tsx";

/** A line the app wrote ("You matched! Say hello."): centred, no bubble, no sender. */
export function SystemLine({ message }: { message: DirectMessageView }) {
  const { token } = theme.useToken();
  const { t } = useMessagesText();
  return (
    <li
      data-message-id={message.id}
      style={{ display: "flex", flexDirection: "column", alignItems: "center", margin: "12px 0", textAlign: "center" }}
    >
      <span
        style={{
          color: token.colorTextSecondary,
          fontStyle: "italic",
          padding: "4px 12px",
          borderRadius: 12,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {messageText(message, t)}
      </span>
      <MessageTime date={message.createdAt} />
    </li>
  );
}
