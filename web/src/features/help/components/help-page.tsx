import BellOutlined from "@ant-design/icons/BellOutlined";
import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import FileTextOutlined from "@ant-design/icons/FileTextOutlined";
import HeartOutlined from "@ant-design/icons/HeartOutlined";
import QuestionCircleOutlined from "@ant-design/icons/QuestionCircleOutlined";
import SearchOutlined from "@ant-design/icons/SearchOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Card, Col, Row, Steps, Typography } from "antd";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import {
  GETTING_STARTED_STEPS,
  HELP_DOJO_ROLES,
  HELP_TOPIC_IDS,
  QUESTIONS_CATEGORY,
  type HelpTopicId,
} from "../content/help-topics.ts";
import { dojoRoleName } from "@/shared/i18n/common/dojo-role-name.ts";
import { useHelpText } from "../i18n/catalog.ts";

const TOPIC_ICONS: Record<HelpTopicId, ReactNode> = {
  posts: <FileTextOutlined />,
  search: <SearchOutlined />,
  dojos: <TeamOutlined />,
  events: <CalendarOutlined />,
  partners: <HeartOutlined />,
  notifications: <BellOutlined />,
};

/** /help: the static welcome page explaining the product (SPEC §1, §2). */
export function HelpPage() {
  const { t } = useHelpText();
  const roles = HELP_DOJO_ROLES.map(dojoRoleName).join(", ");

  return (
    <article style={{ maxWidth: 960, margin: "0 auto" }}>
      <Typography.Title level={2}>{t("title", { product: PRODUCT_NAME })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("intro", { product: PRODUCT_NAME })}</Typography.Paragraph>

      <Row gutter={[16, 16]}>
        {HELP_TOPIC_IDS.map((id) => (
          <Col key={id} xs={24} md={12}>
            <Card style={{ height: "100%" }}>
              <section aria-labelledby={`help-${id}`}>
                <Typography.Title level={3} id={`help-${id}`} style={{ fontSize: 18, marginTop: 0 }}>
                  <span aria-hidden style={{ marginRight: 8 }}>
                    {TOPIC_ICONS[id]}
                  </span>
                  {t(`topics.${id}.title`)}
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {t(`topics.${id}.body`, { roles })}
                </Typography.Paragraph>
              </section>
            </Card>
          </Col>
        ))}
      </Row>

      <Card style={{ marginTop: 16 }}>
        <section aria-labelledby="help-getting-started">
          <Typography.Title level={3} id="help-getting-started" style={{ fontSize: 18, marginTop: 0 }}>
            {t("gettingStarted.title")}
          </Typography.Title>
          <Steps
            orientation="vertical"
            current={-1}
            items={GETTING_STARTED_STEPS.map((step) => ({
              title: t(`gettingStarted.steps.${step}.title`),
              content: t(`gettingStarted.steps.${step}.body`, { product: PRODUCT_NAME }),
              status: "wait",
            }))}
          />
        </section>
      </Card>

      <Card style={{ marginTop: 16 }}>
        <section aria-labelledby="help-more">
          <Typography.Title level={3} id="help-more" style={{ fontSize: 18, marginTop: 0 }}>
            <span aria-hidden style={{ marginRight: 8 }}>
              <QuestionCircleOutlined />
            </span>
            {t("moreHelp.title")}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            <Trans
              t={t}
              i18nKey="moreHelp.text"
              values={{ category: t(`categories.${QUESTIONS_CATEGORY}`) }}
              components={{ strong: <Typography.Text strong /> }}
            />
          </Typography.Paragraph>
        </section>
      </Card>
    </article>
  );
}
