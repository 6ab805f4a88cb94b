import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { Button, Flex, Select } from "antd";
import { useState } from "react";
import { useConnections } from "@/shared/connections/connections-api.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useAddGroupMember } from "../api/add-group-member.ts";
import { useGroupChatText } from "../i18n/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";

/** "Add member": one of the member's accepted connections who is not in the group yet. */
export function AddGroupMember({ chat }: { chat: GroupChatView }) {
  const me = useCurrentUser();
  const toast = useToast();
  const { t } = useGroupChatText();
  const { data: connections = [] } = useConnections();
  const addMember = useAddGroupMember(chat.id);
  const [userId, setUserId] = useState<string>();
  const inGroup = new Set(chat.members.map((member) => member.id));
  const options = connections
    .filter((connection) => connection.status === "accepted")
    .map((connection) => (connection.userId === me.id ? connection.connectedUser : connection.user))
    .filter((member) => !inGroup.has(member.id))
    .map((member) => ({ value: member.id, label: memberName(member) }));

  const add = async () => {
    if (!userId) return;
    try {
      await addMember.mutateAsync(userId);
      toast.success(t("addMember.added"));
      setUserId(undefined);
    } catch {
      toast.error(t("addMember.failed"));
    }
  };

  return (
    <Flex gap={8}>
      <Select
        aria-label={t("addMember.label")}
        placeholder={options.length ? t("addMember.placeholder") : t("addMember.noneToAdd")}
        disabled={!options.length}
        options={options}
        value={userId}
        onChange={setUserId}
        virtual={false}
        style={{ minWidth: 180 }}
      />
      <Button disabled={!userId} loading={addMember.isPending} onClick={() => void add()}>
        {t("addMember.add")}
      </Button>
    </Flex>
  );
}
