import QuestionCircleOutlined from "@ant-design/icons/QuestionCircleOutlined";
import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Link } from "@tanstack/react-router";
import { Flex, Typography, theme } from "antd";
import { useSearchText } from "../i18n/catalog.ts";

/** What the search dialog shows before anything is typed (SPEC §2 "Search dialog"). */
export function SearchStart({ onNavigate }: { onNavigate: () => void }) {
  const { token } = theme.useToken();
  const { t } = useSearchText();
  return (
    <Flex vertical gap="large" style={{ marginTop: 24 }}>
      <Flex vertical align="center" gap={4}>
        <SearchOutlined style={{ fontSize: 32, color: token.colorTextTertiary }} aria-hidden />
        <Typography.Text strong>{t("start.title")}</Typography.Text>
        <Typography.Text type="secondary">{t("start.detail")}</Typography.Text>
      </Flex>
      <section aria-labelledby="search-quick-access">
        <Typography.Text id="search-quick-access" type="secondary" style={{ fontSize: 12, textTransform: "uppercase" }}>
          {t("start.quickAccess")}
        </Typography.Text>
        <Link
          to="/help"
          onClick={onNavigate}
          style={{
            display: "flex",
            alignItems: "center",
            gap: 12,
            marginTop: 8,
            padding: 12,
            borderRadius: token.borderRadius,
            background: token.colorFillTertiary,
            color: token.colorText,
            textDecoration: "none",
          }}
        >
          <QuestionCircleOutlined style={{ fontSize: 20, color: token.colorPrimary }} aria-hidden />
          <span style={{ display: "flex", flexDirection: "column" }}>
            <Typography.Text strong>{t("start.help")}</Typography.Text>
            <Typography.Text type="secondary">{t("start.learn", { product: PRODUCT_NAME })}</Typography.Text>
          </span>
        </Link>
      </section>
    </Flex>
  );
}
