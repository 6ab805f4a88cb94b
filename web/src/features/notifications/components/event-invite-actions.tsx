import CheckCircleOutlined from "@ant-design/icons/CheckCircleOutlined";
import type { EventNoteView } from "@kumite/contracts/messaging/views";
import { Button, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useJoinInvitedEvent } from "../api/join-invited-event.ts";
import { useNotificationsText } from "../i18n/catalog.ts";

/**
 * An event invitation's Join, until the event starts. Joined here, it gives way to "Joined" and
 * the focus moves there, as the button that had it is gone; a full event says so in a toast.
 */
export function EventInviteActions({ event }: { event: EventNoteView }) {
  const { t } = useNotificationsText();
  const toast = useToast();
  const userId = useSession().user?.id ?? "";
  const joining = useJoinInvitedEvent(userId);
  const [joined, setJoined] = useState(false);
  const joinedRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (joined) joinedRef.current?.focus();
  }, [joined]);

  const join = async () => {
    try {
      await joining.mutateAsync(event);
      setJoined(true);
      toast.success(t("eventInvite.joined"));
    } catch (error) {
      toast.error(t("eventInvite.joinFailed"), serverMessage(error, t("eventInvite.tryAgain")));
    }
  };

  if (joined) {
    return (
      <Tag ref={joinedRef} tabIndex={-1} icon={<CheckCircleOutlined aria-hidden />} style={{ alignSelf: "flex-start" }}>
        {t("eventInvite.joinedTag")}
      </Tag>
    );
  }
  return (
    <Button
      type="primary"
      size="small"
      loading={joining.isPending}
      aria-label={t("eventInvite.joinNamed", { title: event.title })}
      onClick={() => void join()}
    >
      {t("eventInvite.join")}
    </Button>
  );
}
