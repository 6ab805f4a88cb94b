import UserAddOutlined from "@ant-design/icons/UserAddOutlined";
import type { DojoView } from "@kumite/contracts/dojo/views";
import type { UserView } from "@kumite/contracts/identity/views";
import { DOJO_ROLES } from "@kumite/contracts/values";
import { Alert, Button, Flex, Skeleton } from "antd";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useDojoMembers } from "../api/dojo-members.ts";
import { useDojosText } from "../i18n/catalog.ts";
import type { DojoAccess } from "../utils/dojo-access.ts";
import { MemberEntry } from "./member-entry.tsx";

export interface MembersTabProps {
  dojo: DojoView;
  access: DojoAccess;
  onInvite: () => void;
}

/** The owner first, then by rank, then by name. */
function byRank(ownerId: string) {
  const rank = (member: UserView) =>
    member.id === ownerId ? DOJO_ROLES.length : DOJO_ROLES.indexOf(member.dojoRole ?? "new_blood");
  return (a: UserView, b: UserView) => rank(b) - rank(a) || a.displayName.localeCompare(b.displayName);
}

/** The Members tab (SPEC §2): the roster, each member's role and what it allows, and Invite. */
export function MembersTab({ dojo, access, onInvite }: MembersTabProps) {
  const { t } = useDojosText();
  const { data: members, isPending, isError } = useDojoMembers(dojo.id);
  const roster = [...(members ?? [])].sort(byRank(dojo.ownerId));
  return (
    <Flex vertical gap="middle">
      {access.mayInvite && (
        <div>
          <Button icon={<UserAddOutlined aria-hidden />} onClick={onInvite}>
            {t("members.invite")}
          </Button>
        </div>
      )}
      {isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t("members.loadFailed")} />
      ) : roster.length === 0 ? (
        <EmptyState place="section" title={t("members.empty")} />
      ) : (
        <PlainList label={t("members.label", { name: dojo.name })}>
          {roster.map((member) => (
            <MemberEntry key={member.id} member={member} dojo={dojo} access={access} />
          ))}
        </PlainList>
      )}
    </Flex>
  );
}
