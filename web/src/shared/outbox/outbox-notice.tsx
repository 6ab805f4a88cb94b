import { useState } from "react";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useOfflineText } from "@/shared/offline/i18n/catalog.ts";
import { bannerStyle, buttonStyle } from "@/shared/offline/notice-style.ts";
import { useOnline } from "@/shared/offline/use-online.ts";
import { outbox } from "./outbox.ts";
import { useWaitingItems } from "./use-outbox.ts";
import { WaitingLine } from "./waiting-line.tsx";

/**
 * Under the header while writes wait: how many, and on Show each of them with Cancel (a like or an
 * event join has no other place that shows it waiting). Send now tries them at once.
 */
export function OutboxNotice() {
  const { t } = useOfflineText();
  const waiting = useWaitingItems();
  const [open, setOpen] = useState(false);
  const online = useOnline();
  if (waiting.length === 0) return null;
  return (
    <section
      aria-label={t("outbox.count", { count: waiting.length })}
      style={{ ...bannerStyle, flexDirection: "column" }}
    >
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }}>
        <span>{t("outbox.count", { count: waiting.length })}</span>
        <button type="button" style={buttonStyle} aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? t("outbox.hide") : t("outbox.show")}
        </button>
        {online ? (
          <button type="button" style={buttonStyle} onClick={() => void outbox.retry()}>
            {t("outbox.sendNow")}
          </button>
        ) : null}
      </div>
      {open ? (
        <PlainList label={t("outbox.count", { count: waiting.length })}>
          {waiting.map((item) => (
            <li key={item.id} style={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 8 }}>
              <span style={{ overflowWrap: "anywhere" }}>
                {t(`outbox.kinds.${item.kind}`)}: {item.text}
              </span>
              <WaitingLine item={item} />
            </li>
          ))}
        </PlainList>
      ) : null}
    </section>
  );
}
