import { Alert, Flex, Skeleton, Typography } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";
import { useBlockedMembers } from "@/shared/safety/safety-api.ts";
import { useOptionsText } from "../i18n/catalog.ts";
import { BlockedMemberCard } from "./blocked-member-card.tsx";
import { FriendSection } from "./friend-section.tsx";

/** Options → Blocked Users: the members I blocked, by name, each with "Unblock" (SPEC §2). */
export function BlockedUsersTab() {
  const { t } = useOptionsText();
  const { t: tCommon } = useCommonText();
  const { data, error, isPending } = useBlockedMembers();

  if (isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t("blocked.loadFailed")}
        description={serverMessage(error, tCommon("tryAgainLater"))}
      />
    );

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t("blocked.intro")}</Typography.Text>
      <FriendSection title={t("tabs.blocked")} count={data.length} emptyText={t("blocked.empty")}>
        {data.map((member) => (
          <BlockedMemberCard key={member.id} member={member} />
        ))}
      </FriendSection>
    </Flex>
  );
}
