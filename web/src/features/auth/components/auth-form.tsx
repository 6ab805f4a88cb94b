import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Button, Flex, Form, Skeleton, theme, Typography } from "antd";
import { useState } from "react";
import { serverMessage } from "@/shared/api/error-message.ts";
import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import { useSession } from "@/shared/session/use-session.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useSignIn } from "../api/sign-in.ts";
import { useSignUp } from "../api/sign-up.ts";
import { useAuthText } from "../i18n/catalog.ts";
import { toLoginBody, toRegisterBody, type AuthMode, type SignUpValues } from "../utils/auth-form-values.ts";
import { suspendedSignIn, type Suspension } from "../utils/suspended-sign-in.ts";
import { LanguageLinks } from "./language-links.tsx";
import { CredentialFields } from "./credential-fields.tsx";
import { NameFields } from "./name-fields.tsx";

// The optional sign-up fields (selects, checkboxes, coordinates) are most of the form's code and
// no part of signing in: they load when the visitor heads for sign-up, so the sign-in page stays light.
const SignUpDetailsFields = lazyComponent(() =>
  import("./sign-up-details-fields.tsx").then((module) => module.SignUpDetailsFields),
);
const preloadSignUp = () => void SignUpDetailsFields.preload().catch(() => undefined);
// Only a suspended member ever sees it (its limits come with zod, which the sign-in page avoids).
const SuspendedNotice = lazyComponent(() => import("./suspended-notice.tsx").then((module) => module.SuspendedNotice));

/** The only screen signed-out visitors see: sign in, or create an account (SPEC §2). */
export function AuthForm() {
  const { t } = useAuthText();
  const { token } = theme.useToken();
  // A card drawn by hand: antd's Card imports its Tabs (for `tabList`), and with them Dropdown,
  // Menu and Trigger, about 20 kB gzipped the sign-in page would download and never use.
  const panelStyle = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingLG,
  };
  const [mode, setMode] = useState<AuthMode>("signIn");
  const [suspension, setSuspension] = useState<Suspension | null>(null);
  const [form] = Form.useForm<SignUpValues>();
  const { login } = useSession();
  const toast = useToast();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const submitting = signIn.isPending || signUp.isPending;

  const switchMode = () => {
    form.resetFields();
    setMode((current) => (current === "signIn" ? "signUp" : "signIn"));
  };

  const submit = async (values: SignUpValues) => {
    try {
      if (mode === "signIn") {
        const user = await signIn.mutateAsync(toLoginBody(values));
        toast.success(t("toast.welcomeBack"));
        login(user);
      } else {
        const user = await signUp.mutateAsync(toRegisterBody(values));
        toast.success(t("toast.accountCreated"));
        login(user);
      }
    } catch (error) {
      // A suspended member is told why and how to appeal on the page itself, not in a passing toast.
      const suspended = mode === "signIn" ? suspendedSignIn(error) : null;
      if (suspended) setSuspension(suspended);
      else toast.error(t("toast.error"), serverMessage(error, t("toast.errorFallback")));
    }
  };

  return (
    <Flex justify="center" style={{ minHeight: "100vh", padding: "2rem 1rem" }}>
      <div style={{ width: "100%", maxWidth: mode === "signUp" ? 640 : 440 }}>
        <Flex vertical align="center" style={{ marginBottom: 24 }}>
          <Typography.Title level={1} style={{ marginBottom: 4 }}>
            {PRODUCT_NAME}
          </Typography.Title>
          <Typography.Text type="secondary">{t("tagline")}</Typography.Text>
        </Flex>
        <div style={panelStyle}>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {t(`title.${mode}`)}
          </Typography.Title>
          {suspension && (
            <SuspendedNotice
              suspension={suspension}
              onBack={() => setSuspension(null)}
              fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}
            />
          )}
          <div hidden={suspension !== null}>
            <Form<SignUpValues>
              form={form}
              layout="vertical"
              requiredMark
              onFinish={submit}
              disabled={submitting}
              aria-label={t(`title.${mode}`)}
            >
              {mode === "signUp" && <NameFields />}
              <CredentialFields mode={mode} />
              {mode === "signUp" && (
                <SignUpDetailsFields fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />} />
              )}
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {t(`title.${mode}`)}
              </Button>
            </Form>
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Button type="link" onClick={switchMode} onPointerEnter={preloadSignUp} onFocus={preloadSignUp}>
                {t(mode === "signIn" ? "switchTo.signUp" : "switchTo.signIn")}
              </Button>
            </Flex>
          </div>
        </div>
        <div style={{ marginTop: 16 }}>
          <LanguageLinks />
        </div>
      </div>
    </Flex>
  );
}
