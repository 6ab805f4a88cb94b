import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import { Button, Flex, Typography, theme } from "antd";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { ReportBlockButton } from "@/shared/safety/report-block-button.tsx";
import { useMessagesText } from "../i18n/catalog.ts";

export interface ChatHeaderProps {
  /** The member the conversation is with, once known (the report / block dialog is for them). */
  member?: { id: string; name: string };
  name: string;
  /** On a small screen: back to the conversation list. */
  onBack?: () => void;
  /** After blocking the member: the conversation is gone, so the screen leaves it. */
  onBlocked?: () => void;
}

/** The member the conversation is with, and the report / block dialog for them (SPEC §2). */
export function ChatHeader({ member, name, onBack, onBlocked }: ChatHeaderProps) {
  const { token } = theme.useToken();
  const { t } = useMessagesText();
  return (
    <Flex
      align="center"
      gap="middle"
      style={{ padding: "12px 16px", borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {onBack && (
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t("chat.back")} onClick={onBack} />
      )}
      <MemberAvatar name={name} size={40} />
      <Typography.Title level={3} style={{ margin: 0, fontSize: 18, minWidth: 0, flex: 1 }} ellipsis>
        {name}
      </Typography.Title>
      {member && <ReportBlockButton member={member} compact onBlocked={onBlocked} />}
    </Flex>
  );
}
