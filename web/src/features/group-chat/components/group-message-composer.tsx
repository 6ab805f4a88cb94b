import SendOutlined from "@ant-design/icons/SendOutlined";
import { MESSAGE_LIMITS } from "@kumite/contracts/limits";
import { Button, Flex, Input } from "antd";
import { useState, type KeyboardEvent } from "react";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useSendGroupMessage } from "../api/send-group-message.ts";
import { useGroupChatText } from "../i18n/catalog.ts";

/**
 * The thread's text box (SPEC §5: non-empty after trimming). Send is disabled while the text is
 * blank or a send is in progress; Enter sends, Shift+Enter breaks the line. A failed send keeps
 * the text and says "Failed to send message." (SPEC §8).
 */
export function GroupMessageComposer({ groupId }: { groupId: string }) {
  const toast = useToast();
  const { t } = useGroupChatText();
  const send = useSendGroupMessage(groupId);
  const [text, setText] = useState("");
  const content = text.trim();
  const canSend = content !== "" && !send.isPending;

  const submit = async () => {
    if (!canSend) return;
    try {
      await send.mutateAsync(content);
      setText("");
    } catch {
      toast.error(t("composer.sendFailed"));
    }
  };

  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Flex gap={8} align="flex-end" style={{ marginTop: 12 }}>
      <Input.TextArea
        aria-label={t("composer.label")}
        placeholder={t("composer.placeholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={sendOnEnter}
        autoSize={{ minRows: 1, maxRows: 5 }}
        maxLength={MESSAGE_LIMITS.contentMax}
      />
      <Button
        type="primary"
        icon={<SendOutlined aria-hidden />}
        disabled={!canSend}
        loading={send.isPending}
        onClick={() => void submit()}
      >
        {t("composer.send")}
      </Button>
    </Flex>
  );
}
