import MessageOutlined from "@ant-design/icons/MessageOutlined";
import { Card, Flex, Typography, theme } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";

/** No conversation open (SPEC §2). */
export function WelcomePane() {
  const { token } = theme.useToken();
  return (
    <Card style={{ height: "100%" }} styles={{ body: { height: "100%" } }}>
      <Flex vertical align="center" justify="center" gap="middle" style={{ height: "100%", textAlign: "center", padding: 24 }}>
        <MessageOutlined aria-hidden style={{ fontSize: 48, color: token.colorPrimary }} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          Welcome to Messages
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0, color: token.colorTextSecondary, maxWidth: 420 }}>
          Select a conversation from the sidebar to start chatting with your training partners
        </Typography.Paragraph>
        {/* The router keeps `type` for itself (a link attribute): the primary look comes from color and variant. */}
        <LinkButton to="/matching" color="primary" variant="solid">
          Find Training Partners
        </LinkButton>
      </Flex>
    </Card>
  );
}
