import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import LoadingOutlined from "@ant-design/icons/LoadingOutlined";
import type { DataExportView } from "@kumite/contracts/identity/views";
import { Flex, Typography } from "antd";
import { formatDateTime } from "@/shared/format/relative-time.ts";
import { closestLocale } from "@/shared/i18n/locales.ts";
import { useDataExports } from "../api/get-data-exports.ts";
import { archivePath } from "../api/archive-path.ts";
import { useOptionsText } from "../i18n/catalog.ts";

const stillDownloadable = (dataExport: DataExportView, now: number) =>
  dataExport.status === "ready" && (dataExport.expiresAt === null || Date.parse(dataExport.expiresAt) > now);

/**
 * The member's latest exports: the newest one's state in a polite live region (a screen reader hears
 * "Preparing your data…", then "Your data is ready to download"), and a link to each archive that
 * can still be downloaded. The archive's file name is the server's (Content-Disposition): naming it
 * here would load zod with contracts' views into the page.
 */
export function DataExportList() {
  const { t, i18n } = useOptionsText();
  const { data: exports = [], isError } = useDataExports();
  const locale = closestLocale(i18n.language);
  const newest = exports[0];
  const ready = exports.filter((dataExport) => stillDownloadable(dataExport, Date.now()));
  return (
    <Flex vertical gap="small" align="flex-start">
      {/* Always in the page, so the change of its words is announced. */}
      <div role="status" aria-live="polite">
        {newest?.status === "preparing" && (
          <Typography.Text>
            <LoadingOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
            {t("account.data.preparing")}
          </Typography.Text>
        )}
        {newest?.status === "ready" && ready[0]?.id === newest.id && (
          <Typography.Text>{t("account.data.ready")}</Typography.Text>
        )}
        {isError && <Typography.Text type="secondary">{t("account.data.loadFailed")}</Typography.Text>}
      </div>
      {ready.length > 0 && (
        <ul aria-label={t("account.data.downloads")} style={{ margin: 0, paddingInlineStart: 20 }}>
          {ready.map(({ id, expiresAt }) => (
            <li key={id}>
              <Typography.Link href={archivePath(id)} download>
                <DownloadOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
                {expiresAt
                  ? t("account.data.download", { date: formatDateTime(expiresAt, locale) })
                  : t("account.data.downloadUndated")}
              </Typography.Link>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
