import { theme } from "antd";
import { formatMessageTime } from "../utils/format-message-time.ts";

/** The time under a message, the full date on hover. */
export function MessageTime({ date }: { date: string }) {
  const { token } = theme.useToken();
  return (
    <time dateTime={date} title={new Date(date).toLocaleString()} style={{ color: token.colorTextSecondary, fontSize: 12, marginTop: 2 }}>
      {formatMessageTime(date)}
    </time>
  );
}
