import { useSyncExternalStore } from "react";
import { appUpdate } from "./app-update.ts";
import { useOfflineText } from "./i18n/catalog.ts";
import { buttonStyle, noticeStyle } from "./notice-style.ts";

/** "A new version of Kumite is ready" with Reload, once the new service worker waits. */
export function UpdateNotice() {
  const { t } = useOfflineText();
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.isReady);
  return (
    <div role="status" aria-live="polite">
      {ready ? (
        <div style={{ ...noticeStyle, bottom: 0 }}>
          <span>{t("updateReady")}</span>
          <button type="button" style={buttonStyle} onClick={() => appUpdate.apply()}>
            {t("reload")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
