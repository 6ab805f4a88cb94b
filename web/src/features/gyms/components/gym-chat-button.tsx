import MessageOutlined from "@ant-design/icons/MessageOutlined";
import type { GymView } from "@kumite/contracts/gym/views";
import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { useNavigate } from "@tanstack/react-router";
import { Button } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useStartGymChat } from "../api/gym-chat.ts";
import { useGymsText } from "../i18n/catalog.ts";

export interface GymChatButtonProps {
  gym: Pick<GymView, "id" | "name">;
  /** The gym's chat when the member is in it. */
  chat: GroupChatView | null;
  /** The card's heading, which says whose chat this is. */
  describedBy?: string;
}

/**
 * The gym's chat (SPEC's gym_group, one per gym) on its card: "Open gym chat" for a member of it,
 * else "Start a gym chat", which makes it or, when another member did already, joins it; either
 * way the chat then opens where messages open group chats (/group-chat?groupId=).
 */
export function GymChatButton({ gym, chat, describedBy }: GymChatButtonProps) {
  const { t } = useGymsText();
  const me = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const start = useStartGymChat();

  if (chat) {
    return (
      <LinkButton
        to="/group-chat"
        search={{ groupId: chat.id }}
        icon={<MessageOutlined aria-hidden />}
        aria-describedby={describedBy}
      >
        {t("chat.open")}
      </LinkButton>
    );
  }
  const startChat = () =>
    start.mutate(
      {
        gymId: gym.id,
        name: t("chat.defaultName", { name: gym.name }),
        description: t("chat.defaultDescription", { name: gym.name }),
        createdBy: me.id,
      },
      {
        onSuccess: ({ chat: started, created }) => {
          toast.success(created ? t("chat.started") : t("chat.joined"));
          void navigate({ to: "/group-chat", search: { groupId: started.id } });
        },
        onError: () => toast.error(t("chat.failed")),
      },
    );
  return (
    <Button
      icon={<MessageOutlined aria-hidden />}
      loading={start.isPending}
      onClick={startChat}
      aria-describedby={describedBy}
    >
      {t("chat.start")}
    </Button>
  );
}
