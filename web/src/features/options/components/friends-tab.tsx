import { Alert, Badge, Flex, Skeleton } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useConnections } from "@/shared/connections/connections-api.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { friendLists, memberName, otherParty } from "../utils/friend-lists.ts";
import { FriendCard } from "./friend-card.tsx";
import { FriendSection } from "./friend-section.tsx";
import { RemoveConnectionButton } from "./remove-connection-button.tsx";
import { RequestActions } from "./request-actions.tsx";

/** Options → Friends: requests to answer, friends, and requests I sent that are pending (SPEC §2). */
export function FriendsTab() {
  const me = useCurrentUser();
  const { data, error, isPending } = useConnections();

  if (isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (error) return <Alert type="error" showIcon title="Could not load your friends" description={error.message} />;

  const { incoming, friends, sent } = friendLists(data, me.id);
  const memberOf = (connection: (typeof data)[number]) => otherParty(connection, me.id);

  return (
    <Flex vertical gap="large">
      <FriendSection title="Friend requests" count={incoming.length}>
        {incoming.map((connection) => (
          <FriendCard key={connection.id} member={memberOf(connection)}>
            <Badge status="warning" text="Pending" />
            <RequestActions connectionId={connection.id} name={memberName(memberOf(connection))} />
          </FriendCard>
        ))}
      </FriendSection>
      <FriendSection title="Friends" count={friends.length} emptyText="No friends yet">
        {friends.map((connection) => (
          <FriendCard key={connection.id} member={memberOf(connection)}>
            <RemoveConnectionButton
              connectionId={connection.id}
              label="Remove Friend"
              accessibleName={`Remove Friend ${memberName(memberOf(connection))}`}
              done="Friend removed"
              failed="Failed to remove friend. Please try again."
            />
          </FriendCard>
        ))}
      </FriendSection>
      <FriendSection title="Sent requests" count={sent.length}>
        {sent.map((connection) => (
          <FriendCard key={connection.id} member={memberOf(connection)}>
            <Badge status="warning" text="Pending" />
            <RemoveConnectionButton
              connectionId={connection.id}
              label="Withdraw"
              accessibleName={`Withdraw request to ${memberName(memberOf(connection))}`}
              done="Request withdrawn"
              failed="Failed to withdraw the request. Please try again."
            />
          </FriendCard>
        ))}
      </FriendSection>
      {friends.length === 0 && (
        <Flex justify="center">
          <LinkButton to="/matching" color="primary" variant="solid">
            Find training partners
          </LinkButton>
        </Flex>
      )}
    </Flex>
  );
}
