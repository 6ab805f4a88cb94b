import type { BlockedMember } from "@kumite/contracts/moderation/views";
import { Button, Flex, Typography, theme } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { useRelativeTime } from "@/shared/format/use-relative-time.ts";
import { useUnblockMember } from "@/shared/safety/safety-api.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useOptionsText } from "../i18n/catalog.ts";

/**
 * One member I blocked, with "Unblock". SPEC §8 reloads the page after "User unblocked"; here the
 * lists refetch instead (the member's posts and conversation come back without losing the screen).
 */
export function BlockedMemberCard({ member }: { member: BlockedMember }) {
  const { token } = theme.useToken();
  const { t } = useOptionsText();
  const me = useCurrentUser();
  const toast = useToast();
  const unblock = useUnblockMember();
  const { dateTime, locale } = useRelativeTime();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(member.blockedAt));
  const name = member.displayName?.trim() || member.username || t("blocked.deletedMember");

  const lift = async () => {
    try {
      await unblock.mutateAsync({ memberId: member.id, blockerId: me.id });
    } catch (error) {
      toast.error(t("blocked.unblockFailed"), serverMessage(error, t("blocked.unblockFailedDetail")));
      return;
    }
    toast.success(t("blocked.unblocked"));
  };

  return (
    <Flex
      component="li"
      align="center"
      gap="middle"
      wrap
      style={{ padding: 12, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}
    >
      <MemberAvatar name={name} />
      <Flex vertical style={{ flex: 1, minWidth: 180 }}>
        <Typography.Text strong>{name}</Typography.Text>
        {member.username && member.displayName && (
          <Typography.Text type="secondary">@{member.username}</Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <time dateTime={member.blockedAt} title={dateTime(member.blockedAt)}>
            {t("blocked.blockedOn", { day })}
          </time>
        </Typography.Text>
      </Flex>
      <Button loading={unblock.isPending} onClick={() => void lift()} aria-label={t("blocked.unblockNamed", { name })}>
        {t("blocked.unblock")}
      </Button>
    </Flex>
  );
}
