import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { Button, Flex, Typography } from "antd";
import { failureDetail } from "@/shared/api/failure-detail.ts";
import { InvitableMemberList } from "@/shared/components/invitable-member-list.tsx";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useInvitableMembers, useInviteToDojo } from "../api/invitations.ts";
import { useDojosText } from "../i18n/catalog.ts";

export interface InviteViewProps {
  dojo: DojoView;
  onBack: () => void;
}

/**
 * The Invite view (SPEC §2, §5): "Warrior+ can invite", the member's connections who are in no
 * dojo, each with Invite; "No Eligible Members" with the requirements otherwise.
 */
export function InviteView({ dojo, onBack }: InviteViewProps) {
  const { t } = useDojosText();
  const toast = useToast();
  const invitable = useInvitableMembers(dojo.id);
  const invite = useInviteToDojo(dojo.id);

  const sendInvitation = (memberId: string) =>
    invite.mutate(memberId, {
      onSuccess: () => toast.success(t("invite.sent")),
      onError: (error) => toast.error(t("invite.failed"), failureDetail(error, t("invite.failedDetail"))),
    });

  return (
    <Flex vertical gap="middle">
      <div>
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} style={{ paddingInline: 0 }}>
          {t("invite.back")}
        </Button>
      </div>
      <div>
        <Typography.Title level={3} style={{ fontSize: 16, marginBottom: 4 }}>
          {t("invite.title")}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t("invite.who")} · {t("invite.hint")}
        </Typography.Text>
      </div>
      <InvitableMemberList
        members={invitable.data}
        isPending={invitable.isPending}
        isError={invitable.isError}
        invitingId={invite.isPending ? invite.variables : undefined}
        onInvite={sendInvitation}
        empty={t("invite.empty")}
        requirements={t("invite.requirements")}
      />
    </Flex>
  );
}
