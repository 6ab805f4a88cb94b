import { PROFILE } from "@kumite/contracts/limits";
import { Form, Input } from "antd";
import { displayNameSchema } from "./profile-field-schemas.ts";
import { schemaRule } from "./schema-rule.ts";

/** The display name: required, and checked against the contracts' rule. */
export function DisplayNameField() {
  return (
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
  );
}
