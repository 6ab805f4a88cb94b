import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import { Alert, Button, Empty, Flex, Skeleton, Typography } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
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
  const { data: invitable, isPending, isError } = useInvitableMembers(dojo.id);
  const invite = useInviteToDojo(dojo.id);

  const sendInvitation = (memberId: string) =>
    invite.mutate(memberId, {
      onSuccess: () => toast.success(t("invite.sent")),
      onError: (error) => toast.error(t("invite.failed"), serverMessage(error, t("invite.failedDetail"))),
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
      {isPending ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t("invite.loadFailed")} />
      ) : invitable.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t("invite.empty")}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t("invite.requirements")}</Typography.Text>
            </>
          }
        />
      ) : (
        <Flex vertical gap="small" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {invitable.map((member) => (
            <li key={member.id}>
              <Flex gap="middle" align="center">
                <MemberAvatar name={member.displayName} />
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text strong>{member.displayName}</Typography.Text>
                  <MartialArtBadges arts={member.martialArts} max={CARD_MARTIAL_ARTS} />
                </Flex>
                <Button
                  type="primary"
                  loading={invite.isPending && invite.variables === member.id}
                  onClick={() => sendInvitation(member.id)}
                  aria-label={t("invite.buttonLabel", { name: member.displayName })}
                >
                  {t("invite.button")}
                </Button>
              </Flex>
            </li>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
