import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import MessageOutlined from "@ant-design/icons/MessageOutlined";
import PictureOutlined from "@ant-design/icons/PictureOutlined";
import VideoCameraOutlined from "@ant-design/icons/VideoCameraOutlined";
import { Button, Card, Flex, Tooltip } from "antd";
import { useState, type ReactNode } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { usePostsText } from "../i18n/catalog.ts";
import { LazyCreatePostDialog } from "./lazy-create-post-dialog.ts";
import { memberName } from "@/shared/format/member-name.ts";

export interface PostComposerProps {
  /**
   * The Chat shortcut, which opens the group chats dialog: another feature's, so the app passes
   * it in (features/group-chat GroupChatsShortcut). Without it Chat shows disabled.
   */
  chatShortcut?: ReactNode;
}

/**
 * The inline composer trigger: the prompt and the Photo, Video and Event shortcuts open the
 * create-post dialog; Chat is the given shortcut.
 */
export function PostComposer({ chatShortcut }: PostComposerProps) {
  const { t } = usePostsText();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  const name = memberName(me);
  const openDialog = () => setOpen(true);

  return (
    <Card size="small">
      <Flex gap="middle" align="center">
        <MemberAvatar name={name} />
        {/* It may shrink, its words ending in "…" (all of them still its name): a long first name or
            the Portuguese prompt would otherwise push a phone's page sideways. */}
        <Button block shape="round" style={{ justifyContent: "flex-start", minWidth: 0 }} onClick={openDialog}>
          <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>
            {t("composer.prompt", { name: name.split(/\s+/)[0] })}
          </span>
        </Button>
      </Flex>
      <Flex justify="space-around" wrap style={{ marginTop: 8 }}>
        <Button type="text" icon={<PictureOutlined aria-hidden />} onClick={openDialog}>
          {t("composer.photo")}
        </Button>
        <Button type="text" icon={<VideoCameraOutlined aria-hidden />} onClick={openDialog}>
          {t("composer.video")}
        </Button>
        <Button type="text" icon={<CalendarOutlined aria-hidden />} onClick={openDialog}>
          {t("composer.event")}
        </Button>
        {chatShortcut ?? (
          <Tooltip title={t("composer.chatComingSoon")}>
            <Button type="text" icon={<MessageOutlined aria-hidden />} disabled>
              {t("composer.chat")}
            </Button>
          </Tooltip>
        )}
      </Flex>
      <LazyCreatePostDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
