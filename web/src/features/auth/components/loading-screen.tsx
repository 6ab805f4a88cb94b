import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Flex, Spin, Typography } from "antd";

/** Shown while the session is being checked (SPEC §1). */
export function LoadingScreen() {
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: "100vh" }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{`Loading ${PRODUCT_NAME}...`}</Typography.Text>
    </Flex>
  );
}
