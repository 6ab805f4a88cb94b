import { theme } from "antd";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useOfflineText } from "@/shared/offline/i18n/catalog.ts";
import type { OutboxKind } from "./outbox-item.ts";
import { useWaitingItems } from "./use-outbox.ts";
import { WaitingLine } from "./waiting-line.tsx";

/**
 * The member's own messages (or comments) still in the outbox, after the sent ones: outlined
 * rather than filled, each with "Waiting to send" and Cancel.
 */
export function WaitingMessages({ kind, target }: { kind: OutboxKind; target: string }) {
  const { token } = theme.useToken();
  const { t } = useOfflineText();
  const waiting = useWaitingItems({ kinds: [kind], target });
  if (waiting.length === 0) return null;
  return (
    <PlainList label={t("outbox.count", { count: waiting.length })} gap={4}>
      {waiting.map((item) => (
        <li
          key={item.id}
          data-waiting-id={item.id}
          style={{
            alignSelf: "flex-end",
            display: "flex",
            flexDirection: "column",
            alignItems: "flex-end",
            maxWidth: "80%",
          }}
        >
          <div
            style={{
              padding: "6px 10px",
              borderRadius: token.borderRadiusLG,
              border: `1px dashed ${token.colorBorder}`,
              color: token.colorText,
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
            }}
          >
            {item.text}
          </div>
          <WaitingLine item={item} />
        </li>
      ))}
    </PlainList>
  );
}
