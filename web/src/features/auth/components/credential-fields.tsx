import { PROFILE } from "@kumite/contracts/limits";
import { Form, Input } from "antd";
import type { AuthMode } from "../utils/auth-form-values.ts";
import { emailSchema, passwordSchema } from "../utils/profile-schemas.ts";
import { schemaRule } from "@/shared/profile-form/schema-rule.ts";

/** Email and password; sign-up checks the password against the contracts' rules. */
export function CredentialFields({ mode }: { mode: AuthMode }) {
  const passwordRules =
    mode === "signUp"
      ? [{ required: true, message: "Password is required" }, schemaRule(passwordSchema, "Password")]
      : [{ required: true, message: "Password is required" }];
  return (
    <>
      <Form.Item
        label="Email"
        name="email"
        validateFirst
        rules={[{ required: true, whitespace: true, message: "Email is required" }, schemaRule(emailSchema, "Email")]}
      >
        <Input type="email" autoComplete="email" maxLength={PROFILE.emailMax} placeholder="you@example.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" validateFirst rules={passwordRules}>
        <Input.Password
          autoComplete={mode === "signUp" ? "new-password" : "current-password"}
          maxLength={PROFILE.passwordMax}
        />
      </Form.Item>
    </>
  );
}
