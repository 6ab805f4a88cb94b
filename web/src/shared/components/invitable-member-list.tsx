import type { InvitableMember } from "@kumite/contracts/dojo/views";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import { Alert, Button, Flex, Skeleton, Typography } from "antd";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";
import { EmptyState } from "./empty-state.tsx";
import { MartialArtBadges } from "./martial-art-badges.tsx";
import { MemberAvatar } from "./member-avatar.tsx";
import { PlainList } from "./plain-list.tsx";

export interface InvitableMemberListProps {
  members: InvitableMember[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The member whose invitation is on its way, if any. */
  invitingId: string | undefined;
  onInvite: (memberId: string) => void;
  /** When nobody is offered: that nobody is, and who may be invited. */
  empty: string;
  requirements: string;
}

/** Whom a member may invite (to a dojo, to an event), each with an Invite button; who may be, when nobody. */
export function InvitableMemberList(props: InvitableMemberListProps) {
  const { members, isPending, isError, invitingId, onInvite, empty, requirements } = props;
  const { t } = useCommonText();
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 1 }} />;
  if (isError || !members) return <Alert type="error" showIcon title={t("invite.loadFailed")} />;
  if (members.length === 0) {
    return <EmptyState place="section" title={empty} description={requirements} />;
  }
  return (
    <PlainList>
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
              aria-label={t("invite.buttonLabel", { name: member.displayName })}
            >
              {t("invite.button")}
            </Button>
          </Flex>
        </li>
      ))}
    </PlainList>
  );
}
