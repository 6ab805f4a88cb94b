import HeartOutlined from "@ant-design/icons/HeartOutlined";
import { Card, Typography } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";

/** The "Find Training Partners" card, linking to /matching. */
export function FindPartnersCard() {
  return (
    <Card size="small">
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
        <HeartOutlined aria-hidden style={{ color: "#dc2626" }} /> Find Training Partners
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Swipe through martial artists who match your style, level and schedule.
      </Typography.Paragraph>
      <LinkButton to="/matching" type="primary" block>
        Start Matching
      </LinkButton>
    </Card>
  );
}
