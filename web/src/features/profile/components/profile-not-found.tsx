import { Card, Empty, Typography } from "antd";
import { useProfileText } from "../i18n/catalog.ts";

export function ProfileNotFound() {
  const { t } = useProfileText();
  return (
    <Card>
      <Empty
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              {t("notFound.title")}
            </Typography.Title>
            <Typography.Text type="secondary">{t("notFound.detail")}</Typography.Text>
          </>
        }
      />
    </Card>
  );
}
