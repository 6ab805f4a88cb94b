import { PROFILE } from "@kumite/contracts/limits";
import { Col, Form, Input, Row } from "antd";
import { DisplayNameField } from "@/shared/profile-form/display-name-field.tsx";
import { schemaRule } from "@/shared/profile-form/schema-rule.ts";
import { usernameSchema } from "../utils/profile-schemas.ts";

/** Sign-up only: the display name and the username. */
export function NameFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <DisplayNameField />
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
