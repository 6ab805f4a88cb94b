import { useSyncExternalStore } from "react";
import { serviceStarting } from "@/shared/api/service-starting.ts";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";

/** Says so while Kumite's services are starting; calls wait for them meanwhile (see sendRequest). */
export function StartingNotice() {
  const { t } = useCommonText();
  const starting = useSyncExternalStore(serviceStarting.subscribe, serviceStarting.get);
  return (
    <div role="status" aria-live="polite" style={starting ? noticeStyle : hidden}>
      {starting ? t("starting") : null}
    </div>
  );
}

const hidden = { position: "absolute", width: 1, height: 1, overflow: "hidden" } as const;
const noticeStyle = {
  position: "fixed",
  insetInline: 0,
  top: 0,
  zIndex: 2000,
  padding: "8px 16px",
  textAlign: "center",
  background: "#1f2937",
  color: "#f9fafb",
  borderBottom: "1px solid #dc2626",
} as const;
