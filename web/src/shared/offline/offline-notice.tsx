import { useQueryClient } from "@tanstack/react-query";
import { useOfflineText } from "./i18n/catalog.ts";
import { bannerStyle } from "./notice-style.ts";
import { useOnline } from "./use-online.ts";

/**
 * "You are offline: showing what was saved", with when the newest of it was fetched, while the
 * browser has no network, under the header. Screens show their cached or saved data meanwhile;
 * nothing is refetched.
 */
export function OfflineNotice() {
  const { t, i18n } = useOfflineText();
  const online = useOnline();
  const queryClient = useQueryClient();
  const savedAt = online ? 0 : newestData(queryClient);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div style={bannerStyle}>
          <strong>{t("offline")}</strong>
          {savedAt > 0 ? (
            <span>
              {t("savedAt", {
                time: new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
                  savedAt,
                ),
              })}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** When the newest data in the cache arrived: what the screens show is at most this old. */
function newestData(queryClient: ReturnType<typeof useQueryClient>): number {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === "success") newest = Math.max(newest, query.state.dataUpdatedAt);
  }
  return newest;
}
