import CrownFilled from "@ant-design/icons/CrownFilled";
import CrownOutlined from "@ant-design/icons/CrownOutlined";
import FireOutlined from "@ant-design/icons/FireOutlined";
import SafetyCertificateOutlined from "@ant-design/icons/SafetyCertificateOutlined";
import ThunderboltOutlined from "@ant-design/icons/ThunderboltOutlined";
import type { ComponentType } from "react";
import type { DojoTitle } from "../utils/dojo-title.ts";

// The roles' icons as the dojo's member list shows them; the owner's crown is filled.
const ICONS: Record<DojoTitle, ComponentType<{ "aria-hidden"?: boolean }>> = {
  new_blood: FireOutlined,
  warrior: ThunderboltOutlined,
  elder: SafetyCertificateOutlined,
  leader: CrownOutlined,
  owner: CrownFilled,
};

/** Decorative: the title's words are always beside it or in the control's name. */
export function TitleIcon({ title }: { title: DojoTitle }) {
  const Icon = ICONS[title];
  return <Icon aria-hidden />;
}
