import TeamOutlined from "@ant-design/icons/TeamOutlined";
import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { Button, Flex, Modal, Popconfirm, Typography } from "antd";
import { useState } from "react";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { memberName } from "@/shared/format/member-name.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useRemoveGroupMember } from "../api/remove-group-member.ts";
import { useGroupChatText } from "../i18n/catalog.ts";

/**
 * The chat's members, for its creator, each with "Remove": a match chat only (a dojo chat's members
 * are its roster's, and a gym's chat is a public room nobody owns). The server allows only the
 * creator, and never on themselves.
 */
export function GroupMembers({ chat }: { chat: GroupChatView }) {
  const me = useCurrentUser();
  const { t } = useGroupChatText();
  const [open, setOpen] = useState(false);
  if (chat.createdBy !== me.id || chat.type !== "match_group") return null;
  const others = chat.members.filter((member) => member.id !== me.id);
  return (
    <>
      <Button icon={<TeamOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t("removeMember.open")}
      </Button>
      <Modal
        title={t("removeMember.title", { group: chat.name })}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {others.length === 0 ? (
          <Typography.Text type="secondary">{t("removeMember.nobody")}</Typography.Text>
        ) : (
          <PlainList label={t("removeMember.label", { group: chat.name })}>
            {others.map((member) => (
              <GroupMemberEntry key={member.id} groupId={chat.id} member={member} />
            ))}
          </PlainList>
        )}
      </Modal>
    </>
  );
}

function GroupMemberEntry({ groupId, member }: { groupId: string; member: GroupChatView["members"][number] }) {
  const { t } = useGroupChatText();
  const toast = useToast();
  const remove = useRemoveGroupMember(groupId);
  const name = memberName(member);
  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => toast.success(t("removeMember.removed", { name })),
      onError: () => toast.error(t("removeMember.failed")),
    });
  return (
    <li>
      <Flex gap="middle" align="center">
        <MemberAvatar name={name} />
        <Typography.Text strong style={{ flex: 1, minWidth: 0 }}>
          {name}
        </Typography.Text>
        {/* Not antd's danger style: its red misses AA contrast; the confirm says what is at stake. */}
        <Popconfirm
          title={t("removeMember.confirm", { name })}
          okText={t("removeMember.ok")}
          cancelText={t("removeMember.cancel")}
          onConfirm={confirm}
        >
          <Button size="small" loading={remove.isPending} aria-label={t("removeMember.removeLabel", { name })}>
            {t("removeMember.remove")}
          </Button>
        </Popconfirm>
      </Flex>
    </li>
  );
}
