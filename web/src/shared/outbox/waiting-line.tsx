import { useOfflineText } from "@/shared/offline/i18n/catalog.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { outbox } from "./outbox.ts";
import type { WaitingItem } from "./use-outbox.ts";

/** "Waiting to send" and Cancel beside one waiting item; "Sending…" while a try is under way. */
export function WaitingLine({ item }: { item: WaitingItem }) {
  const { t } = useOfflineText();
  const toast = useToast();
  const cancel = async () => {
    const cancelled = await outbox.cancel(item.id);
    if (cancelled) toast.success(t("outbox.cancelled"));
    else toast.success(t("outbox.alreadySent"));
  };
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8, fontSize: 12 }}>
      <span>{item.sending ? t("outbox.sending") : t("outbox.waiting")}</span>
      <button
        type="button"
        style={linkButtonStyle}
        disabled={item.sending}
        aria-label={t("outbox.cancelLabel", { text: item.text })}
        onClick={() => void cancel()}
      >
        {t("outbox.cancel")}
      </button>
    </span>
  );
}

const linkButtonStyle = {
  padding: "2px 6px",
  minHeight: 24,
  minWidth: 24,
  border: 0,
  background: "transparent",
  color: "#7cb4ff",
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
} as const;
