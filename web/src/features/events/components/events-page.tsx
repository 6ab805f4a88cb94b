import { Typography } from "antd";
import { useEventsText } from "../i18n/catalog.ts";

/** /events: dojo training events (SPEC §2). Only its heading for now. */
export function EventsPage() {
  const { t } = useEventsText();
  return (
    <section>
      <Typography.Title level={2}>{t("title")}</Typography.Title>
    </section>
  );
}
