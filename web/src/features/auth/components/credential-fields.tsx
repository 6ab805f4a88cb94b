import { PROFILE } from "@kumite/contracts/limits";
import { Form, Input } from "antd";
import { schemaRule } from "@/shared/profile-form/schema-rule.ts";
import { useAuthText } from "../i18n/catalog.ts";
import type { AuthMode } from "../utils/auth-form-values.ts";
import { emailSchema, passwordSchema } from "../utils/profile-schemas.ts";

/** Email and password; sign-up checks the password against the contracts' rules. */
export function CredentialFields({ mode }: { mode: AuthMode }) {
  const { t } = useAuthText();
  const required = { required: true, message: t("fields.passwordRequired") };
  const passwordRules = mode === "signUp" ? [required, schemaRule(passwordSchema, t("fields.password"))] : [required];
  return (
    <>
      <Form.Item
        label={t("fields.email")}
        name="email"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t("fields.emailRequired") },
          schemaRule(emailSchema, t("fields.email")),
        ]}
      >
        <Input
          type="email"
          autoComplete="email"
          maxLength={PROFILE.emailMax}
          placeholder={t("fields.emailPlaceholder")}
        />
      </Form.Item>
      <Form.Item label={t("fields.password")} name="password" validateFirst rules={passwordRules}>
        <Input.Password
          autoComplete={mode === "signUp" ? "new-password" : "current-password"}
          maxLength={PROFILE.passwordMax}
        />
      </Form.Item>
    </>
  );
}
