import { useSyncExternalStore } from "react";
import { callsWaiting } from "@/shared/api/calls-waiting.ts";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";

/** Says so while calls wait for Kumite's services, starting or busy for a moment (see sendRequest). */
export function WaitingNotice() {
  const { t } = useCommonText();
  const waiting = useSyncExternalStore(callsWaiting.subscribe, callsWaiting.get);
  return (
    <div role="status" aria-live="polite" style={waiting ? noticeStyle : hidden}>
      {waiting ? t(waiting) : null}
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
