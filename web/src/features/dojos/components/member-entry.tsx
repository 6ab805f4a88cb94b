import { permissionsOf } from "@kumite/contracts/dojo/roles";
import type { DojoView } from "@kumite/contracts/dojo/views";
import type { UserView } from "@kumite/contracts/identity/views";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import type { DojoRole } from "@kumite/contracts/values";
import { Button, Flex, Popconfirm, Select, Tag, Typography } from "antd";
import { useId, useState } from "react";
import { failureDetail } from "@/shared/api/failure-detail.ts";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useChangeDojoRole, useHandOverDojo } from "../api/dojo-members.ts";
import { dojoRoleName } from "@/shared/i18n/common/dojo-role-name.ts";
import { useDojosText } from "../i18n/catalog.ts";
import { assignableRoles, mayRemoveMember, type DojoAccess } from "../utils/dojo-access.ts";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";
import { RoleBadge } from "./role-badge.tsx";

export interface MemberEntryProps {
  member: UserView;
  dojo: DojoView;
  access: DojoAccess;
}

/**
 * One member in the Members tab (SPEC §2): name, "Dojo Owner", the role badge, experience, up to 3
 * arts and the role's permissions; the role choice for those who may give one, "Make owner" on a
 * leader for the owner, and "Remove from dojo" for those who may remove this member.
 */
export function MemberEntry({ member, dojo, access }: MemberEntryProps) {
  const { t } = useDojosText();
  const me = useCurrentUser();
  const toast = useToast();
  const changeRole = useChangeDojoRole();
  const handOver = useHandOverDojo(dojo.id);
  const nameId = useId();
  const isOwner = member.id === dojo.ownerId;
  const role: DojoRole = member.dojoRole ?? "new_blood";
  const roles = assignableRoles(access, { id: member.id, role, isOwner }, me.id);
  const removable = mayRemoveMember(access, { id: member.id, role, isOwner }, me.id);
  const [removing, setRemoving] = useState(false);
  const permissions = permissionsOf(role)
    .map((permission) => t(`permissions.${permission}`))
    .join(", ");

  const giveRole = (dojoRole: DojoRole) =>
    changeRole.mutate(
      { memberId: member.id, dojoRole },
      {
        onSuccess: () => toast.success(t("members.roleUpdated")),
        onError: () => toast.error(t("members.roleFailedTitle"), t("members.roleFailed")),
      },
    );
  const makeOwner = () =>
    handOver.mutate(member.id, {
      onSuccess: () => toast.success(t("members.handedOver", { name: member.displayName })),
      onError: (error) =>
        toast.error(t("members.handOverFailed"), failureDetail(error, t("members.handOverFailedDetail"))),
    });

  return (
    <li>
      <Flex gap="middle" align="start" style={{ padding: "8px 0" }}>
        <MemberAvatar name={member.displayName} />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Flex wrap gap="small" align="center">
            <Typography.Text strong id={nameId}>
              {member.displayName}
            </Typography.Text>
            {member.id === me.id && <Typography.Text type="secondary">{t("members.you")}</Typography.Text>}
            {isOwner && <Tag color="gold">{t("members.ownerBadge")}</Tag>}
            <RoleBadge role={role} />
          </Flex>
          {member.experience && (
            <Typography.Text type="secondary">
              {t("members.experience", { experience: member.experience })}
            </Typography.Text>
          )}
          <MartialArtBadges arts={member.martialArts} max={CARD_MARTIAL_ARTS} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("members.permissions", { permissions })}
          </Typography.Text>
        </Flex>
        <Flex vertical gap="small" align="end">
          {roles.length > 0 && (
            <Select<DojoRole>
              value={role}
              onChange={giveRole}
              loading={changeRole.isPending}
              aria-label={t("members.role", { name: member.displayName })}
              options={roles.map((value) => ({ value, label: dojoRoleName(value) }))}
              style={{ minWidth: 140 }}
            />
          )}
          {access.isOwner && !isOwner && role === "leader" && (
            <Popconfirm
              title={t("members.handOverConfirm", { name: member.displayName })}
              okText={t("members.handOverOk")}
              cancelText={t("members.handOverCancel")}
              onConfirm={makeOwner}
            >
              <Button size="small" loading={handOver.isPending} aria-describedby={nameId}>
                {t("members.handOver")}
              </Button>
            </Popconfirm>
          )}
          {removable && (
            <>
              <Button size="small" aria-describedby={nameId} onClick={() => setRemoving(true)}>
                {t("remove.button")}
              </Button>
              <RemoveMemberDialog open={removing} dojo={dojo} member={member} onClose={() => setRemoving(false)} />
            </>
          )}
        </Flex>
      </Flex>
    </li>
  );
}
