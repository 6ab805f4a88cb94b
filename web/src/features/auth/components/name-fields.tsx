import { PROFILE } from "@kumite/contracts/limits";
import { Col, Form, Input, Row } from "antd";
import { DisplayNameField } from "@/shared/profile-form/display-name-field.tsx";
import { schemaRule } from "@/shared/profile-form/schema-rule.ts";
import { useAuthText } from "../i18n/catalog.ts";
import { usernameSchema } from "../utils/profile-schemas.ts";

/** Sign-up only: the display name and the username. */
export function NameFields() {
  const { t } = useAuthText();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <DisplayNameField />
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          label={t("fields.username")}
          name="username"
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t("fields.usernameRequired") },
            schemaRule(usernameSchema, t("fields.username")),
          ]}
        >
          <Input autoComplete="username" maxLength={PROFILE.usernameMax} />
        </Form.Item>
      </Col>
    </Row>
  );
}
