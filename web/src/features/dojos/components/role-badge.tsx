import CrownOutlined from "@ant-design/icons/CrownOutlined";
import FireOutlined from "@ant-design/icons/FireOutlined";
import SafetyCertificateOutlined from "@ant-design/icons/SafetyCertificateOutlined";
import ThunderboltOutlined from "@ant-design/icons/ThunderboltOutlined";
import type { DojoRole } from "@kumite/contracts/values";
import { Tag } from "antd";
import type { ComponentType } from "react";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";

const ROLE_ICONS: Record<DojoRole, ComponentType<{ "aria-hidden"?: boolean }>> = {
  new_blood: FireOutlined,
  warrior: ThunderboltOutlined,
  elder: SafetyCertificateOutlined,
  leader: CrownOutlined,
};

/** A member's role as a badge with its icon (SPEC §2's Members tab). */
export function RoleBadge({ role }: { role: DojoRole }) {
  const { t } = useCommonText();
  const Icon = ROLE_ICONS[role];
  return (
    // The default tag keeps body text's contrast on the dark theme (purple and blue tags do not);
    // the icon tells the roles apart.
    <Tag icon={<Icon aria-hidden />}>{t(`dojoRoles.${role}`)}</Tag>
  );
}
