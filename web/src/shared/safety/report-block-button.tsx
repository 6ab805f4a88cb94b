import FlagOutlined from "@ant-design/icons/FlagOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useSession } from "@/shared/session/use-session.ts";
import { useSafetyText } from "./i18n/catalog.ts";
import { LazyReportBlockDialog } from "./lazy-report-block-dialog.ts";
import type { SafetyMember } from "./report-block-dialog.tsx";

export interface ReportBlockButtonProps {
  member: SafetyMember;
  /** An icon alone (posts and comments) or the icon and its words (a profile, a conversation). */
  compact?: boolean;
  onBlocked?: () => void;
}

/** Opens the report / block dialog for a member; not shown on oneself (SPEC §6). */
export function ReportBlockButton({ member, compact = false, onBlocked }: ReportBlockButtonProps) {
  const { t } = useSafetyText();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || user.id === member.id) return null;
  const label = t("trigger.label", { name: member.name });
  return (
    <>
      <Button
        type={compact ? "text" : "default"}
        size={compact ? "small" : "middle"}
        icon={<FlagOutlined aria-hidden />}
        aria-label={label}
        title={compact ? label : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {compact ? null : t("trigger.text")}
      </Button>
      <LazyReportBlockDialog open={open} member={member} onClose={() => setOpen(false)} onBlocked={onBlocked} />
    </>
  );
}
