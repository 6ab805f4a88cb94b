import { MODERATION_LIMITS } from "@kumite/contracts/moderation/commands";
import { Alert, Button, Flex, Input, Typography } from "antd";
import { useId, useState } from "react";
import { serverMessage } from "@/shared/api/error-message.ts";
import { SOURCE_LOCALE } from "@/shared/i18n/locales.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useSendAppeal } from "../api/send-appeal.ts";
import { useAuthText } from "../i18n/catalog.ts";
import type { Suspension } from "../utils/suspended-sign-in.ts";

export interface SuspendedNoticeProps {
  suspension: Suspension;
  onBack: () => void;
}

/**
 * A suspended member's refused sign-in: why (suspended pending review) and how to appeal, with a
 * form for their one appeal; once sent, the reply's words take its place.
 */
export function SuspendedNotice({ suspension, onBack }: SuspendedNoticeProps) {
  const { t, i18n } = useAuthText();
  const toast = useToast();
  const appeal = useSendAppeal();
  const [text, setText] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const ids = { text: useId(), hint: useId() };

  const send = async () => {
    if (!text.trim()) {
      toast.error(t("suspended.textRequired"));
      document.getElementById(ids.text)?.focus();
      return;
    }
    try {
      const reply = await appeal.mutateAsync({ ticket: suspension.appealTicket, text: text.trim() });
      // The server words its reply in English; other languages read the catalog's.
      setSent(i18n.language === SOURCE_LOCALE ? reply.message : t("suspended.sentFallback"));
    } catch (error) {
      toast.error(t("suspended.failed"), serverMessage(error, t("suspended.failedDetail")));
    }
  };

  return (
    <Flex vertical gap="middle">
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t("suspended.title")}
        description={serverMessage(suspension.error, t("suspended.fallback"))}
      />
      {sent ? (
        <Alert type="success" showIcon role="status" title={t("suspended.sent")} description={sent} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Flex vertical gap={4}>
            <label htmlFor={ids.text}>
              <Typography.Text strong>{t("suspended.appeal")}</Typography.Text>
            </label>
            <Typography.Text id={ids.hint} type="secondary">
              {t("suspended.appealHint")}
            </Typography.Text>
            <Input.TextArea
              id={ids.text}
              aria-describedby={ids.hint}
              rows={5}
              value={text}
              disabled={appeal.isPending}
              maxLength={MODERATION_LIMITS.appealMax}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="primary" htmlType="submit" loading={appeal.isPending} style={{ marginTop: 8 }}>
              {t("suspended.send")}
            </Button>
          </Flex>
        </form>
      )}
      <Button type="link" onClick={onBack}>
        {t("suspended.back")}
      </Button>
    </Flex>
  );
}
