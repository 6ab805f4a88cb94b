import MessageOutlined from "@ant-design/icons/MessageOutlined";
import { Card, Flex, Typography, theme } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useMessagesText } from "../i18n/catalog.ts";

/** No conversation open (SPEC §2). */
export function WelcomePane() {
  const { token } = theme.useToken();
  const { t } = useMessagesText();
  return (
    <Card style={{ height: "100%" }} styles={{ body: { height: "100%" } }}>
      <Flex
        vertical
        align="center"
        justify="center"
        gap="middle"
        style={{ height: "100%", textAlign: "center", padding: 24 }}
      >
        <MessageOutlined aria-hidden style={{ fontSize: 48, color: token.colorPrimary }} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t("welcome.title")}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0, color: token.colorTextSecondary, maxWidth: 420 }}>
          {t("welcome.text")}
        </Typography.Paragraph>
        {/* The router keeps `type` for itself (a link attribute): the primary look comes from color and variant. */}
        <LinkButton to="/matching" color="primary" variant="solid">
          {t("welcome.findPartners")}
        </LinkButton>
      </Flex>
    </Card>
  );
}
