import SendOutlined from "@ant-design/icons/SendOutlined";
import { MESSAGE_LIMITS } from "@kumite/contracts/limits";
import { Button, Flex, Input } from "antd";
import { useState, type KeyboardEvent } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useSendMessage } from "../api/send-message.ts";
import { sendTyping } from "../api/send-typing.ts";
import { useMessagesText } from "../i18n/catalog.ts";
import { useOwnTyping } from "../hooks/use-own-typing.ts";
import { TypingLine } from "./typing-line.tsx";

export interface MessageComposerProps {
  otherId: string;
  otherName: string;
}

/**
 * The text box and Send (SPEC §2): Enter sends, Shift+Enter is a new line; blank text or a send in
 * progress disables Send. "You are typing..." shows while typing; a failed send keeps the text.
 */
export function MessageComposer({ otherId, otherName }: MessageComposerProps) {
  const me = useCurrentUser();
  const { t } = useMessagesText();
  const toast = useToast();
  const send = useSendMessage();
  const [text, setText] = useState("");
  const ownTyping = useOwnTyping(() => void sendTyping(otherId));
  const content = text.trim();
  const canSend = content !== "" && !send.isPending;

  const submit = async () => {
    if (!canSend) return;
    ownTyping.stop();
    try {
      await send.mutateAsync({ senderId: me.id, receiverId: otherId, content });
      setText("");
    } catch {
      toast.error(t("composer.sendFailed"));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Flex vertical gap={4} style={{ padding: "8px 16px 16px" }}>
      <TypingLine otherId={otherId} ownTyping={ownTyping.typing} />
      <Flex gap="small" align="flex-end">
        <Input.TextArea
          aria-label={t("composer.label", { name: otherName })}
          placeholder={t("composer.placeholder")}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={MESSAGE_LIMITS.contentMax}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) ownTyping.typed();
            else ownTyping.stop();
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          aria-label={t("composer.send")}
          disabled={!canSend}
          loading={send.isPending}
          onClick={() => void submit()}
        />
      </Flex>
    </Flex>
  );
}
