import { PROFILE } from "@kumite/contracts/limits";
import { Col, Form, Input, Row } from "antd";
import { displayNameSchema, usernameSchema } from "../utils/profile-schemas.ts";
import { schemaRule } from "../utils/schema-rule.ts";

/** Sign-up only: the display name and the username. */
export function NameFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          label="Display name"
          name="displayName"
          validateFirst
          rules={[
            { required: true, whitespace: true, message: "Display name is required" },
            schemaRule(displayNameSchema, "Display name"),
          ]}
        >
          <Input autoComplete="name" maxLength={PROFILE.displayNameMax} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          label="Username"
          name="username"
          validateFirst
          rules={[
            { required: true, whitespace: true, message: "Username is required" },
            schemaRule(usernameSchema, "Username"),
          ]}
        >
          <Input autoComplete="username" maxLength={PROFILE.usernameMax} />
        </Form.Item>
      </Col>
    </Row>
  );
}
