import HeartOutlined from "@ant-design/icons/HeartOutlined";
import { Card, Typography } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useFeedText } from "../i18n/catalog.ts";

/** The "Find Training Partners" card, linking to /matching. */
export function FindPartnersCard() {
  const { t } = useFeedText();
  return (
    <Card size="small">
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
        <HeartOutlined aria-hidden style={{ color: "#dc2626" }} /> {t("findPartners.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("findPartners.text")}</Typography.Paragraph>
      <LinkButton to="/matching" type="primary" block>
        {t("findPartners.action")}
      </LinkButton>
    </Card>
  );
}
