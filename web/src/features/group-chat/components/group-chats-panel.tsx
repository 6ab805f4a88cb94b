import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { Tabs } from "antd";
import { useState } from "react";
import { useGroupChats } from "@/shared/api/get-group-chats.ts";
import { useGroupChatText } from "../i18n/catalog.ts";
import { CreateGroupChatForm } from "./create-group-chat-form.tsx";
import { GroupChatList } from "./group-chat-list.tsx";
import { GroupChatThread } from "./group-chat-thread.tsx";

type TabKey = "my-chats" | "create";

/**
 * The group chats dialog's body (SPEC §2): tabs "My Chats" and "Create". Opening a chat shows its
 * thread in My Chats; creating one goes back to the list. `initialOpenId` starts on that chat's
 * thread (the /group-chat?groupId= page); one the member is not in shows the list.
 */
export function GroupChatsPanel({ initialOpenId }: { initialOpenId?: string }) {
  const { t } = useGroupChatText();
  const [tab, setTab] = useState<TabKey>("my-chats");
  const [openId, setOpenId] = useState<string | null>(initialOpenId ?? null);
  const [leftId, setLeftId] = useState<string>();
  const { data: chats } = useGroupChats();
  // The listed chat, so its member count follows the list after "Add member".
  const openChat = openId ? chats?.find((chat) => chat.id === openId) : undefined;

  const open = (chat: GroupChatView) => setOpenId(chat.id);
  const back = () => {
    setLeftId(openId ?? undefined);
    setOpenId(null);
  };
  const created = () => {
    setOpenId(null);
    setTab("my-chats");
  };

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as TabKey)}
      items={[
        {
          key: "my-chats",
          label: t("dialog.tabs.myChats"),
          children: openChat ? (
            <GroupChatThread chat={openChat} onBack={back} />
          ) : (
            <GroupChatList onOpen={open} onCreate={() => setTab("create")} focusId={leftId} />
          ),
        },
        { key: "create", label: t("dialog.tabs.create"), children: <CreateGroupChatForm onCreated={created} /> },
      ]}
    />
  );
}
