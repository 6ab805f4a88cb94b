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
import { GETTING_STARTED, HELP_TOPICS, QUESTIONS_CATEGORY, type HelpTopicId } from "../content/help-topics.ts";

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
  return (
    <article style={{ maxWidth: 960, margin: "0 auto" }}>
      <Typography.Title level={2}>Welcome to {PRODUCT_NAME}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {PRODUCT_NAME} brings martial artists, dojos and training partners together. Here is how to get the most
        out of it.
      </Typography.Paragraph>

      <Row gutter={[16, 16]}>
        {HELP_TOPICS.map((topic) => (
          <Col key={topic.id} xs={24} md={12}>
            <Card style={{ height: "100%" }}>
              <section aria-labelledby={`help-${topic.id}`}>
                <Typography.Title level={3} id={`help-${topic.id}`} style={{ fontSize: 18, marginTop: 0 }}>
                  <span aria-hidden style={{ marginRight: 8 }}>
                    {TOPIC_ICONS[topic.id]}
                  </span>
                  {topic.title}
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{topic.body}</Typography.Paragraph>
              </section>
            </Card>
          </Col>
        ))}
      </Row>

      <Card style={{ marginTop: 16 }}>
        <section aria-labelledby="help-getting-started">
          <Typography.Title level={3} id="help-getting-started" style={{ fontSize: 18, marginTop: 0 }}>
            Getting Started
          </Typography.Title>
          <Steps
            orientation="vertical"
            current={-1}
            items={GETTING_STARTED.map((step) => ({ title: step.title, content: step.body, status: "wait" }))}
          />
        </section>
      </Card>

      <Card style={{ marginTop: 16 }}>
        <section aria-labelledby="help-more">
          <Typography.Title level={3} id="help-more" style={{ fontSize: 18, marginTop: 0 }}>
            <span aria-hidden style={{ marginRight: 8 }}>
              <QuestionCircleOutlined />
            </span>
            Need More Help?
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Ask the community! Create a post in the <Typography.Text strong>{QUESTIONS_CATEGORY}</Typography.Text>{" "}
            category with your question and fellow members will help you out.
          </Typography.Paragraph>
        </section>
      </Card>
    </article>
  );
}
