import { Typography } from "antd";
import { useGymsText } from "../i18n/catalog.ts";

/** /gyms: gym discovery (SPEC §2). Only its heading for now. */
export function GymsPage() {
  const { t } = useGymsText();
  return (
    <section>
      <Typography.Title level={2}>{t("title")}</Typography.Title>
    </section>
  );
}
