import { PROFILE } from "@kumite/contracts/limits";
import { Form, Input } from "antd";
import { useProfileFormText } from "./i18n/catalog.ts";
import { displayNameSchema } from "./profile-field-schemas.ts";
import { schemaRule } from "./schema-rule.ts";

/** The display name: required, and checked against the contracts' rule. */
export function DisplayNameField() {
  const { t } = useProfileFormText();
  const label = t("fields.displayName");
  return (
    <Form.Item
      label={label}
      name="displayName"
      validateFirst
      rules={[
        { required: true, whitespace: true, message: t("validation.displayNameRequired") },
        schemaRule(displayNameSchema, label, { t }),
      ]}
    >
      <Input autoComplete="name" maxLength={PROFILE.displayNameMax} />
    </Form.Item>
  );
}
