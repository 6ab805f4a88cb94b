import { MODERATION_LIMITS } from "@kumite/contracts/moderation/commands";
import { REPORT_REASONS, type ReportReason } from "@kumite/contracts/values";
import { Button, Flex, Input, Modal, Radio, Typography } from "antd";
import { useId, useState } from "react";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useSafetyText } from "./i18n/catalog.ts";
import { useBlockMember, useReportMember } from "./safety-api.ts";

export type SafetyMode = "report" | "block";

/** What a block does, in the order the dialog lists it (the catalog's `block.effects`). */
const BLOCK_EFFECTS = ["content", "messages", "connection", "unblock"] as const;

export interface SafetyMember {
  id: string;
  name: string;
}

export interface ReportBlockDialogProps {
  open: boolean;
  member: SafetyMember;
  onClose: () => void;
  /** After a block: where the screen goes on (Messages leaves the conversation). */
  onBlocked?: () => void;
}

/**
 * The report / block dialog (SPEC §2): report mode with a reason and optional details, or block
 * mode. Closing resets the reason, the details and the mode. It never opens on oneself (SPEC §6).
 */
export function ReportBlockDialog({ open, member, onClose, onBlocked }: ReportBlockDialogProps) {
  const { t } = useSafetyText();
  const me = useCurrentUser();
  const toast = useToast();
  const report = useReportMember();
  const block = useBlockMember();
  const [mode, setMode] = useState<SafetyMode>("report");
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const ids = { mode: useId(), reason: useId(), details: useId(), effects: useId() };
  const busy = report.isPending || block.isPending;

  if (member.id === me.id) return null;

  const close = () => {
    setMode("report");
    setReason(null);
    setDetails("");
    onClose();
  };

  const submitReport = async () => {
    if (!reason) {
      toast.error(t("report.reasonRequired"), t("report.reasonRequiredDetail"));
      document.getElementById(ids.reason)?.querySelector("input")?.focus();
      return;
    }
    const description = details.trim();
    try {
      await report.mutateAsync({
        reporterId: me.id,
        reportedUserId: member.id,
        reason,
        ...(description ? { description } : {}),
      });
    } catch (error) {
      toast.error(serverMessage(error, t("report.failed")));
      return;
    }
    toast.success(t("report.submitted"), t("report.submittedDetail"));
    close();
  };

  const submitBlock = async () => {
    try {
      await block.mutateAsync({ memberId: member.id, blockerId: me.id });
    } catch (error) {
      toast.error(t("block.failed"), serverMessage(error, t("block.failedDetail")));
      return;
    }
    toast.success(t("block.blocked"));
    close();
    onBlocked?.();
  };

  const name = member.name;
  return (
    <Modal
      title={t("dialog.title", { name })}
      open={open}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          {t("dialog.cancel")}
        </Button>,
        mode === "report" ? (
          <Button key="report" type="primary" loading={report.isPending} onClick={() => void submitReport()}>
            {t("report.submit")}
          </Button>
        ) : (
          <Button key="block" type="primary" loading={block.isPending} onClick={() => void submitBlock()}>
            {t("block.submit")}
          </Button>
        ),
      ]}
    >
      <Flex vertical gap="middle">
        <Flex vertical gap={4}>
          <Typography.Text id={ids.mode} strong>
            {t("dialog.mode")}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={ids.mode}
            optionType="button"
            buttonStyle="solid"
            value={mode}
            disabled={busy}
            onChange={(event) => setMode(event.target.value as SafetyMode)}
            options={[
              { value: "report", label: t("dialog.report") },
              { value: "block", label: t("dialog.block") },
            ]}
          />
        </Flex>
        {mode === "report" ? (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>{t("report.intro", { name })}</Typography.Paragraph>
            <Flex vertical gap={4}>
              <Typography.Text id={`${ids.reason}-label`} strong>
                {t("report.reason")}
              </Typography.Text>
              <Radio.Group
                id={ids.reason}
                aria-labelledby={`${ids.reason}-label`}
                aria-required
                value={reason}
                disabled={busy}
                onChange={(event) => setReason(event.target.value as ReportReason)}
                style={{ display: "flex", flexDirection: "column", gap: 8 }}
                options={REPORT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
              />
            </Flex>
            <Flex vertical gap={4}>
              <label htmlFor={ids.details}>
                <Typography.Text strong>{t("report.details")}</Typography.Text>
              </label>
              <Input.TextArea
                id={ids.details}
                rows={3}
                value={details}
                disabled={busy}
                maxLength={MODERATION_LIMITS.descriptionMax}
                placeholder={t("report.detailsPlaceholder")}
                onChange={(event) => setDetails(event.target.value)}
              />
            </Flex>
          </>
        ) : (
          <div>
            <Typography.Paragraph id={ids.effects} style={{ marginBottom: 8 }}>
              {t("block.intro", { name })}
            </Typography.Paragraph>
            <ul aria-labelledby={ids.effects} style={{ margin: 0, paddingInlineStart: 20 }}>
              {BLOCK_EFFECTS.map((effect) => (
                <li key={effect}>
                  <Typography.Text>{t(`block.effects.${effect}`)}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
