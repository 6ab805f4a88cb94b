import TeamOutlined from "@ant-design/icons/TeamOutlined";
import { Button, Flex, Modal, Typography } from "antd";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { useMatchingText } from "../i18n/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";

export interface MatchDialogProps {
  /** The other member; the dialog is closed without one. */
  match: { displayName: string; username: string } | null;
  onClose: () => void;
}

/** A mutual like: both members want to train together, and are now connected (Options → Friends). */
export function MatchDialog({ match, onClose }: MatchDialogProps) {
  const { t } = useMatchingText();
  const name = match ? memberName(match) : "";
  return (
    <Modal
      open={match !== null}
      title={t("matchDialog.title")}
      onCancel={onClose}
      centered
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button onClick={onClose}>{t("matchDialog.keepSwiping")}</Button>
          {/* The router keeps `type` for itself (a link attribute): the primary look comes from color and variant. */}
          <LinkButton
            to="/options"
            color="primary"
            variant="solid"
            icon={<TeamOutlined aria-hidden />}
            onClick={onClose}
          >
            {t("matchDialog.goToFriends")}
          </LinkButton>
        </Flex>
      }
    >
      <Flex vertical align="center" gap="middle" style={{ padding: "16px 0" }}>
        <MemberAvatar size={72} name={name} />
        <Typography.Paragraph style={{ margin: 0, fontSize: 16, textAlign: "center" }}>
          {t("matchDialog.body", { name })}
        </Typography.Paragraph>
      </Flex>
    </Modal>
  );
}
