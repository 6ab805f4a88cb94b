import { Alert, Badge, Flex, Skeleton } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useConnections } from "@/shared/connections/connections-api.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useOptionsText } from "../i18n/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";
import { friendLists, otherParty } from "../utils/friend-lists.ts";
import { FriendCard } from "./friend-card.tsx";
import { FriendSection } from "./friend-section.tsx";
import { RemoveConnectionButton } from "./remove-connection-button.tsx";
import { RequestActions } from "./request-actions.tsx";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";

/** Options → Friends: requests to answer, friends, and requests I sent that are pending (SPEC §2). */
export function FriendsTab() {
  const { t } = useOptionsText();
  const { t: tCommon } = useCommonText();
  const me = useCurrentUser();
  const { data, error, isPending } = useConnections();

  if (isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t("friends.loadFailed")}
        description={serverMessage(error, tCommon("tryAgainLater"))}
      />
    );

  const { incoming, friends, sent } = friendLists(data, me.id);
  const memberOf = (connection: (typeof data)[number]) => otherParty(connection, me.id);

  return (
    <Flex vertical gap="large">
      <FriendSection title={t("friends.requests")} count={incoming.length}>
        {incoming.map((connection) => (
          <FriendCard key={connection.id} member={memberOf(connection)}>
            <Badge status="warning" text={t("friends.pending")} />
            <RequestActions connectionId={connection.id} name={memberName(memberOf(connection))} />
          </FriendCard>
        ))}
      </FriendSection>
      <FriendSection title={t("friends.friends")} count={friends.length} emptyText={t("friends.noFriends")}>
        {friends.map((connection) => (
          <FriendCard key={connection.id} member={memberOf(connection)}>
            <RemoveConnectionButton
              connectionId={connection.id}
              label={t("friends.remove")}
              accessibleName={t("friends.removeNamed", { name: memberName(memberOf(connection)) })}
              done={t("friends.removed")}
              failed={t("friends.removeFailed")}
            />
          </FriendCard>
        ))}
      </FriendSection>
      <FriendSection title={t("friends.sent")} count={sent.length}>
        {sent.map((connection) => (
          <FriendCard key={connection.id} member={memberOf(connection)}>
            <Badge status="warning" text={t("friends.pending")} />
            <RemoveConnectionButton
              connectionId={connection.id}
              label={t("friends.withdraw")}
              accessibleName={t("friends.withdrawNamed", { name: memberName(memberOf(connection)) })}
              done={t("friends.withdrawn")}
              failed={t("friends.withdrawFailed")}
            />
          </FriendCard>
        ))}
      </FriendSection>
      {friends.length === 0 && (
        <Flex justify="center">
          <LinkButton to="/matching" color="primary" variant="solid">
            {t("friends.findPartners")}
          </LinkButton>
        </Flex>
      )}
    </Flex>
  );
}
