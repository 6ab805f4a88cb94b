import { Alert } from "antd";
import { failureDetail } from "@/shared/api/failure-detail.ts";
import { useOptionsText } from "../i18n/catalog.ts";
import { clockTime, exportWait } from "../utils/export-wait.ts";

export interface DataExportRefusalProps {
  error: unknown;
  /** When the refused ask was sent (the mutation's `submittedAt`), for the time to try again. */
  askedAt: number;
}

/**
 * Why asking for the data failed, next to the button: too soon (once every 10 minutes) with the time
 * the member may ask again, or the failed request's status and the server's words.
 */
export function DataExportRefusal({ error, askedAt }: DataExportRefusalProps) {
  const { t, i18n } = useOptionsText();
  const wait = exportWait(error, askedAt);
  if (!wait) return <Alert type="error" showIcon title={failureDetail(error, t("account.data.failed"))} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={t("account.data.tooSoon")}
      description={
        wait.tryAgainAt === null
          ? undefined
          : t("account.data.tryAgainAt", { time: clockTime(wait.tryAgainAt, i18n.language) })
      }
    />
  );
}
