import { Typography } from "antd";
import { useDojosText } from "../i18n/catalog.ts";

/** /dojos: the dojo list (SPEC §2). Only its heading for now. */
export function DojosPage() {
  const { t } = useDojosText();
  return (
    <section>
      <Typography.Title level={2}>{t("title")}</Typography.Title>
    </section>
  );
}
