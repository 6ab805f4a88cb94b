import { theme } from "antd";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import type { ThreadEntry } from "../utils/message-runs.ts";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";
import { useMessagesText } from "../i18n/catalog.ts";
import { MessageTime } from "./message-time.tsx";
import { memberName } from "@/shared/format/member-name.ts";

const AVATAR_SIZE = 32;

/**
 * One message: one's own on the right in the brand colour, the other member's on the left; the
 * avatar only at the start of a run by one sender, the time under every bubble (SPEC §2).
 */
export function MessageBubble({ entry }: { entry: ThreadEntry }) {
  const { token } = theme.useToken();
  const { t } = useMessagesText();
  const { message, own, startsRun } = entry;
  const name = memberName(message.sender);

  return (
    <li
      data-message-id={message.id}
      style={{
        display: "flex",
        flexDirection: own ? "row-reverse" : "row",
        alignItems: "flex-start",
        gap: 8,
        marginTop: startsRun ? 12 : 2,
      }}
    >
      {startsRun ? (
        <MemberAvatar name={name} size={AVATAR_SIZE} />
      ) : (
        <span aria-hidden style={{ width: AVATAR_SIZE, flexShrink: 0 }} />
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          alignItems: own ? "flex-end" : "flex-start",
          maxWidth: "75%",
          minWidth: 0,
        }}
      >
        <div
          style={{
            padding: "8px 12px",
            borderRadius: 16,
            borderTopRightRadius: own && startsRun ? 4 : 16,
            borderTopLeftRadius: !own && startsRun ? 4 : 16,
            // White on #dc2626 is 4.8:1; the other's bubble is a light fill under the usual text colour.
            background: own ? token.colorPrimary : token.colorFillSecondary,
            color: own ? "#ffffff" : token.colorText,
            whiteSpace: "pre-wrap",
            overflowWrap: "anywhere",
          }}
        >
          <span style={VISUALLY_HIDDEN}>{`${own ? t("thread.ownSender") : t("thread.sender", { name })} `}</span>
          {message.content}
        </div>
        <MessageTime date={message.createdAt} />
      </div>
    </li>
  );
}
