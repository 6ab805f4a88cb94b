import { Button, Flex, Typography } from "antd";
import { useRequestDataExport } from "../api/request-data-export.ts";
import { useOptionsText } from "../i18n/catalog.ts";
import { DataExportList } from "./data-export-list.tsx";
import { DataExportRefusal } from "./data-export-refusal.tsx";

/**
 * Options → Account: "Download my data". The export is made in the background; the bell says when
 * it is ready, and the archive stays downloadable for 7 days (issue 30, GDPR art. 20, LGPD art. 18).
 */
export function DataExportSection() {
  const { t } = useOptionsText();
  const request = useRequestDataExport();
  return (
    <section aria-labelledby="data-export-heading">
      <Flex vertical gap="small" align="flex-start">
        <Typography.Title id="data-export-heading" level={3} style={{ fontSize: 16, margin: 0 }}>
          {t("account.data.title")}
        </Typography.Title>
        <Typography.Text>{t("account.data.intro")}</Typography.Text>
        <Button onClick={() => request.mutate()} disabled={request.isPending} loading={request.isPending}>
          {t("account.data.button")}
        </Button>
        {request.isError && <DataExportRefusal error={request.error} askedAt={request.submittedAt} />}
        <DataExportList />
      </Flex>
    </section>
  );
}
