import { Modal, Tabs } from "antd";
import { useMessagesText } from "../i18n/catalog.ts";
import { DirectTab } from "./direct-tab.tsx";
import { GroupChatsTab } from "./group-chats-tab.tsx";

export interface NewConversationDialogProps {
  open: boolean;
  onClose: () => void;
  existingIds: ReadonlySet<string>;
  onStarted: (memberId: string) => void;
}

/** SPEC §2: tabs Direct (a member), Dojo Chat and Groups (group chats open on /group-chat). */
export function NewConversationDialog({ open, onClose, existingIds, onStarted }: NewConversationDialogProps) {
  const { t } = useMessagesText();
  return (
    <Modal open={open} title={t("newConversation.title")} onCancel={onClose} footer={null} destroyOnHidden>
      <Tabs
        items={[
          {
            key: "direct",
            label: t("newConversation.tabs.direct"),
            children: <DirectTab existingIds={existingIds} onStarted={onStarted} />,
          },
          {
            key: "dojo",
            label: t("newConversation.tabs.dojo"),
            children: (
              <GroupChatsTab
                type="dojo_group"
                onChosen={onClose}
                emptyTitle={t("groupChats.dojoEmpty")}
                emptyHint={t("groupChats.dojoEmptyHint")}
                emptyLink={{ to: "/dojos", label: t("groupChats.exploreDojos") }}
              />
            ),
          },
          {
            key: "groups",
            label: t("newConversation.tabs.groups"),
            children: (
              <GroupChatsTab
                type={null}
                onChosen={onClose}
                emptyTitle={t("groupChats.groupsEmpty")}
                emptyHint={t("groupChats.groupsEmptyHint")}
                emptyLink={{ to: "/", label: t("groupChats.goHome") }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
