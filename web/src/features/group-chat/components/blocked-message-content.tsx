import { Button } from "antd";
import { useId, useState } from "react";
import { useGroupChatText } from "../i18n/catalog.ts";

/**
 * A message in a shared group from a member the reader blocked: collapsed to "Message from a member
 * you blocked" (no name, no words) until the reader asks to see it.
 */
export function BlockedMessageContent({ content }: { content: string }) {
  const { t } = useGroupChatText();
  const [shown, setShown] = useState(false);
  const contentId = useId();
  return (
    <div>
      <div style={{ fontStyle: "italic" }}>{t("thread.fromBlocked")}</div>
      {shown && (
        <div id={contentId} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {content}
        </div>
      )}
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-expanded={shown}
        aria-controls={shown ? contentId : undefined}
        onClick={() => setShown((was) => !was)}
      >
        {shown ? t("thread.hideBlocked") : t("thread.showBlocked")}
      </Button>
    </div>
  );
}
