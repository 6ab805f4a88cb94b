import MessageOutlined from "@ant-design/icons/MessageOutlined";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { Alert, Button, Card, Flex, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useCreateGroupChat } from "@/shared/api/create-group-chat.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useDojoChat } from "../api/dojo-chat.ts";
import { useDojosText } from "../i18n/catalog.ts";

/**
 * The Chat tab (SPEC §2): the dojo's group chat (name, description, member count and Open Chat),
 * or "No Dojo Chat Yet" and Create Dojo Chat, named "<dojo> - Dojo Chat" (SPEC §9).
 */
export function DojoChatTab({ dojo, mayCreate }: { dojo: DojoView; mayCreate: boolean }) {
  const { t } = useDojosText();
  const me = useCurrentUser();
  const toast = useToast();
  const { data: chat, isPending, isError } = useDojoChat(dojo.id);
  const createChat = useCreateGroupChat();
  const [openHint, setOpenHint] = useState(false);

  const create = () =>
    createChat.mutate(
      {
        name: t("chat.defaultName", { name: dojo.name }),
        description: t("chat.defaultDescription", { name: dojo.name }),
        type: "dojo_group",
        createdBy: me.id,
        dojoId: dojo.id,
      },
      {
        onSuccess: () => toast.success(t("chat.created")),
        onError: () => toast.error(t("chat.failedTitle"), t("chat.failed")),
      },
    );

  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <Alert type="error" showIcon title={t("chat.loadFailed")} />;
  if (!chat) {
    return (
      <EmptyState
        place="section"
        title={t("chat.none")}
        description={t("chat.noneHint")}
        action={
          // The dojo's one chat, its name fixed for good, is made by those who manage the dojo.
          mayCreate && (
            <Button
              type="primary"
              icon={<MessageOutlined aria-hidden />}
              loading={createChat.isPending}
              onClick={create}
            >
              {t("chat.create")}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Card size="small">
      <Flex vertical gap="small">
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {chat.name}
        </Typography.Title>
        {chat.description && <Typography.Text type="secondary">{chat.description}</Typography.Text>}
        <Typography.Text>{t("chat.members", { count: chat.memberCount })}</Typography.Text>
        <div>
          <Button type="primary" icon={<MessageOutlined aria-hidden />} onClick={() => setOpenHint(true)}>
            {t("chat.open")}
          </Button>
        </div>
        {/* SPEC: Open Chat only says where the chat is. */}
        <div role="status">{openHint && <Alert type="info" showIcon title={t("chat.openHint")} />}</div>
      </Flex>
    </Card>
  );
}
