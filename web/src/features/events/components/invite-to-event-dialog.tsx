import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { Modal, Typography } from "antd";
import { InvitableMemberList } from "@/shared/components/invitable-member-list.tsx";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useEventInvitable, useInviteToEvent } from "../api/event-invitations.ts";
import { useEventsText } from "../i18n/catalog.ts";
import { failureDetail } from "@/shared/api/failure-detail.ts";

export interface InviteToEventDialogProps {
  event: TrainingEventView;
  onClose: () => void;
}

/** The organiser invites connections and dojo members to the event; each gets it in their bell with Join. */
export function InviteToEventDialog({ event, onClose }: InviteToEventDialogProps) {
  const { t } = useEventsText();
  const toast = useToast();
  const invitable = useEventInvitable(event.id);
  const invite = useInviteToEvent(event.id);

  const sendInvitation = (memberId: string) =>
    invite.mutate(memberId, {
      onSuccess: () => toast.success(t("invite.sent")),
      onError: (error) => toast.error(t("invite.failed"), failureDetail(error, t("card.tryAgain"))),
    });

  return (
    <Modal open title={t("invite.title", { title: event.title })} onCancel={onClose} footer={null}>
      <Typography.Paragraph type="secondary">
        {event.isDojoOnly ? t("invite.hintDojoOnly") : t("invite.hint")}
      </Typography.Paragraph>
      <InvitableMemberList
        members={invitable.data}
        isPending={invitable.isPending}
        isError={invitable.isError}
        invitingId={invite.isPending ? invite.variables : undefined}
        onInvite={sendInvitation}
        empty={t("invite.empty")}
        requirements={t("invite.requirements")}
      />
    </Modal>
  );
}
