import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Flex, Spin, Typography } from "antd";
import { useAuthText } from "../i18n/catalog.ts";

/** Shown while the session is being checked (SPEC §1). */
export function LoadingScreen() {
  const { t } = useAuthText();
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: "100vh" }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{t("loading", { product: PRODUCT_NAME })}</Typography.Text>
    </Flex>
  );
}
