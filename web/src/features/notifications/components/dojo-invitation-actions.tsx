import CheckCircleOutlined from "@ant-design/icons/CheckCircleOutlined";
import ClockCircleOutlined from "@ant-design/icons/ClockCircleOutlined";
import CloseCircleOutlined from "@ant-design/icons/CloseCircleOutlined";
import type { DojoInvitationView } from "@kumite/contracts/messaging/views";
import { Button, Flex, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useAnswerDojoInvitation, type InvitationAnswer } from "../api/answer-dojo-invitation.ts";
import { useNotificationsText } from "../i18n/catalog.ts";
import { invitationStatus } from "../utils/invitation-status.ts";

const OUTCOME_ICONS = { accepted: CheckCircleOutlined, declined: CloseCircleOutlined, expired: ClockCircleOutlined };

/**
 * A dojo invitation's Accept and Decline while it is open; once answered or expired, what became of
 * it. Answering here moves focus to that outcome, as the button that had it is gone.
 */
export function DojoInvitationActions({ invitation }: { invitation: DojoInvitationView }) {
  const { t } = useNotificationsText();
  const toast = useToast();
  const userId = useSession().user?.id ?? "";
  const answering = useAnswerDojoInvitation(userId);
  const [answeredHere, setAnsweredHere] = useState(false);
  const outcomeRef = useRef<HTMLSpanElement>(null);
  const status = invitationStatus(invitation, Date.now());
  const dojo = invitation.dojoName;

  useEffect(() => {
    if (answeredHere && status !== "open") outcomeRef.current?.focus();
  }, [answeredHere, status]);

  const answer = async (choice: InvitationAnswer) => {
    try {
      await answering.mutateAsync({ invitation, answer: choice });
      setAnsweredHere(true);
      if (choice === "accept") toast.success(t("invitation.joined"));
    } catch (error) {
      const title = choice === "accept" ? t("invitation.acceptFailed") : t("invitation.declineFailed");
      toast.error(title, serverMessage(error, t("invitation.tryAgain")));
    }
  };

  if (status !== "open") {
    const Icon = OUTCOME_ICONS[status];
    // The default tag's colours (the text colour on a light fill) keep the contrast of body text.
    return (
      <Tag ref={outcomeRef} tabIndex={-1} icon={<Icon aria-hidden />} style={{ alignSelf: "flex-start" }}>
        {t(`invitation.${status}`)}
      </Tag>
    );
  }
  const pending = answering.isPending ? answering.variables.answer : null;
  return (
    <Flex gap="small">
      <Button
        type="primary"
        size="small"
        loading={pending === "accept"}
        disabled={pending !== null}
        aria-label={t("invitation.acceptNamed", { dojo })}
        onClick={() => void answer("accept")}
      >
        {t("invitation.accept")}
      </Button>
      <Button
        size="small"
        loading={pending === "decline"}
        disabled={pending !== null}
        aria-label={t("invitation.declineNamed", { dojo })}
        onClick={() => void answer("decline")}
      >
        {t("invitation.decline")}
      </Button>
    </Flex>
  );
}
