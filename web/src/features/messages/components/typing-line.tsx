import { theme } from "antd";
import { useMessagesText } from "../i18n/catalog.ts";
import { useTyping } from "@/shared/live/typing-store.ts";

export interface TypingLineProps {
  otherId: string;
  ownTyping: boolean;
}

/**
 * Who is typing, above the text box: "<name> is typing…" from the live stream (a polite status,
 * read out) and one's own "You are typing..." (shown only: the typist knows).
 */
export function TypingLine({ otherId, ownTyping }: TypingLineProps) {
  const { token } = theme.useToken();
  const { t } = useMessagesText();
  const typist = useTyping(otherId);
  return (
    <div
      style={{
        minHeight: 20,
        fontSize: 12,
        color: token.colorTextSecondary,
        display: "flex",
        justifyContent: "space-between",
        gap: 8,
      }}
    >
      <span role="status">{typist === null ? "" : t("composer.otherTyping", { name: typist })}</span>
      {ownTyping && <span>{t("composer.ownTyping")}</span>}
    </div>
  );
}
