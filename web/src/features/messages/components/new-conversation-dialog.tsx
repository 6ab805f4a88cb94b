import { Modal, Tabs } from "antd";
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
  return (
    <Modal open={open} title="New Conversation" onCancel={onClose} footer={null} destroyOnHidden>
      <Tabs
        items={[
          { key: "direct", label: "Direct", children: <DirectTab existingIds={existingIds} onStarted={onStarted} /> },
          {
            key: "dojo",
            label: "Dojo Chat",
            children: (
              <GroupChatsTab
                type="dojo_group"
                onChosen={onClose}
                emptyTitle="No Dojo Chat Yet"
                emptyHint="Your dojo's chat shows here once it has one."
                emptyLink={{ to: "/dojos", label: "Explore Dojos" }}
              />
            ),
          },
          {
            key: "groups",
            label: "Groups",
            children: (
              <GroupChatsTab
                type={null}
                onChosen={onClose}
                emptyTitle="No group chats yet"
                emptyHint="Create one with the Chat shortcut on the home page."
                emptyLink={{ to: "/", label: "Go to Home" }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
