import type { DojoView } from "@kumite/contracts/dojo/views";
import { Modal, Tabs } from "antd";
import { useState } from "react";
import { useDojosText } from "../i18n/catalog.ts";
import type { DojoAccess } from "../utils/dojo-access.ts";
import { DojoChatTab } from "./dojo-chat-tab.tsx";
import { DojoSettingsTab } from "./dojo-settings-tab.tsx";
import { InviteView } from "./invite-view.tsx";
import { MembersTab } from "./members-tab.tsx";

export interface ManageDojoDialogProps {
  open: boolean;
  dojo: DojoView;
  access: DojoAccess;
  onClose: () => void;
}

type View = "members" | "invite" | "chat" | "settings";

/**
 * The dojo management dialog (SPEC §2): Members (with count), Chat and Settings, and the Invite
 * view reached from Members. Each control shows only to those the server lets use it: Settings to
 * the owner and leaders (its barred list to elders too), the role choices and "Remove from dojo" by
 * rank, Invite to warriors and up.
 */
export function ManageDojoDialog({ open, dojo, access, onClose }: ManageDojoDialogProps) {
  const { t } = useDojosText();
  const [view, setView] = useState<View>("members");
  const tab = view === "invite" ? "members" : view;
  const items = [
    {
      key: "members",
      label: t("manage.membersTab", { count: dojo.memberCount }),
      children:
        view === "invite" ? (
          <InviteView dojo={dojo} onBack={() => setView("members")} />
        ) : (
          <MembersTab dojo={dojo} access={access} onInvite={() => setView("invite")} />
        ),
    },
    { key: "chat", label: t("manage.chatTab"), children: <DojoChatTab dojo={dojo} mayCreate={access.mayEditDojo} /> },
    ...(access.maySeeSettings
      ? [
          {
            key: "settings",
            label: t("manage.settingsTab"),
            children: <DojoSettingsTab dojo={dojo} access={access} />,
          },
        ]
      : []),
  ];
  return (
    <Modal
      title={t("manage.title", { name: dojo.name })}
      open={open}
      onCancel={onClose}
      afterClose={() => setView("members")}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Tabs activeKey={tab} onChange={(key) => setView(key as View)} items={items} />
    </Modal>
  );
}
