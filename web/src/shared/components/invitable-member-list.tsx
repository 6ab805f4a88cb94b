import type { InvitableMember } from "@kumite/contracts/dojo/views";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import { Alert, Button, Empty, Flex, Skeleton, Typography } from "antd";
import { MartialArtBadges } from "./martial-art-badges.tsx";
import { MemberAvatar } from "./member-avatar.tsx";

/** What the list says, in its caller's words. */
export interface InvitableMemberListText {
  button: string;
  buttonLabel: (name: string) => string;
  empty: string;
  requirements: string;
  loadFailed: string;
}

export interface InvitableMemberListProps {
  members: InvitableMember[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The member whose invitation is on its way, if any. */
  invitingId: string | undefined;
  onInvite: (memberId: string) => void;
  text: InvitableMemberListText;
}

/** Whom a member may invite (to a dojo, to an event), each with an Invite button; who may be, when nobody. */
export function InvitableMemberList({
  members,
  isPending,
  isError,
  invitingId,
  onInvite,
  text,
}: InvitableMemberListProps) {
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 1 }} />;
  if (isError || !members) return <Alert type="error" showIcon title={text.loadFailed} />;
  if (members.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>{text.empty}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{text.requirements}</Typography.Text>
          </>
        }
      />
    );
  }
  return (
    <Flex vertical gap="small" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {members.map((member) => (
        <li key={member.id}>
          <Flex gap="middle" align="center">
            <MemberAvatar name={member.displayName} />
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong>{member.displayName}</Typography.Text>
              <MartialArtBadges arts={member.martialArts} max={CARD_MARTIAL_ARTS} />
            </Flex>
            <Button
              type="primary"
              loading={invitingId === member.id}
              onClick={() => onInvite(member.id)}
              aria-label={text.buttonLabel(member.displayName)}
            >
              {text.button}
            </Button>
          </Flex>
        </li>
      ))}
    </Flex>
  );
}
