import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import { Button, Flex, Typography, theme } from "antd";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { useMessagesText } from "../i18n/catalog.ts";

export interface ChatHeaderProps {
  name: string;
  /** On a small screen: back to the conversation list. */
  onBack?: () => void;
}

/**
 * The member the conversation is with. SPEC §2's "Report" dialog is not offered here yet: moderation
 * (reports and blocking) is not built, so the header shows no action for it.
 */
export function ChatHeader({ name, onBack }: ChatHeaderProps) {
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
      <Typography.Title level={3} style={{ margin: 0, fontSize: 18, minWidth: 0 }} ellipsis>
        {name}
      </Typography.Title>
    </Flex>
  );
}
