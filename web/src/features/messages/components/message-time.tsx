import { theme } from "antd";
import { useRelativeTime } from "@/shared/format/use-relative-time.ts";
import { formatMessageTime } from "../utils/format-message-time.ts";

/** The time under a message, the full date on hover. */
export function MessageTime({ date }: { date: string }) {
  const { token } = theme.useToken();
  const { locale, dateTime } = useRelativeTime();
  return (
    <time
      dateTime={date}
      title={dateTime(date)}
      style={{ color: token.colorTextSecondary, fontSize: 12, marginTop: 2 }}
    >
      {formatMessageTime(date, { locale })}
    </time>
  );
}
