import WarningOutlined from "@ant-design/icons/WarningOutlined";
import { Card, Flex, Typography } from "antd";
import { useNotFoundText } from "../i18n/catalog.ts";

/** Shown for any path no route matches (SPEC §2). */
export function NotFoundPage() {
  const { t } = useNotFoundText();
  return (
    <Flex justify="center" style={{ padding: "3rem 0" }}>
      <Card style={{ maxWidth: 480, width: "100%" }}>
        <Flex gap="small" align="center">
          <WarningOutlined style={{ fontSize: 24, color: "#ef4444" }} aria-hidden />
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t("title")}
          </Typography.Title>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: "1rem", marginBottom: 0 }}>
          {t("hint")}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
