import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { Button, Flex, Typography, theme } from "antd";
import { useEffect, useRef } from "react";
import { useGroupChatText } from "../i18n/catalog.ts";
import { formatMemberCount } from "../utils/member-count.ts";
import { AddGroupMember } from "./add-group-member.tsx";
import { GroupMembers } from "./group-members.tsx";
import { GroupMessageComposer } from "./group-message-composer.tsx";
import { GroupMessageList } from "./group-message-list.tsx";
import { memberName } from "@/shared/format/member-name.ts";

export interface GroupChatThreadProps {
  chat: GroupChatView;
  onBack: () => void;
}

/** An opened group chat: its name and members, its messages and a composer. Focus starts on its name. */
export function GroupChatThread({ chat, onBack }: GroupChatThreadProps) {
  const { token } = theme.useToken();
  const { t } = useGroupChatText();
  const count = formatMemberCount(chat.memberCount, t);
  const names = chat.members.map((member) => memberName(member)).join(", ");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={`group-chat-${chat.id}`}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} aria-label={t("thread.back")} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title
            ref={headingRef}
            tabIndex={-1}
            level={5}
            id={`group-chat-${chat.id}`}
            style={{ margin: 0, overflowWrap: "anywhere" }}
          >
            {chat.name}
          </Typography.Title>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {names ? t("membersWithNames", { members: count, names }) : count}
          </div>
        </div>
        <AddGroupMember chat={chat} />
        <GroupMembers chat={chat} />
      </Flex>
      <GroupMessageList groupId={chat.id} groupName={chat.name} />
      <GroupMessageComposer groupId={chat.id} />
    </section>
  );
}
