import CrownFilled from "@ant-design/icons/CrownFilled";
import CrownOutlined from "@ant-design/icons/CrownOutlined";
import FireOutlined from "@ant-design/icons/FireOutlined";
import SafetyCertificateOutlined from "@ant-design/icons/SafetyCertificateOutlined";
import ThunderboltOutlined from "@ant-design/icons/ThunderboltOutlined";
import type { ComponentType } from "react";
import type { DojoStanding } from "../utils/dojo-standing.ts";

// The roles' icons as the dojo's member list shows them; the owner's crown is filled.
const ICONS: Record<DojoStanding, ComponentType<{ "aria-hidden"?: boolean }>> = {
  new_blood: FireOutlined,
  warrior: ThunderboltOutlined,
  elder: SafetyCertificateOutlined,
  leader: CrownOutlined,
  owner: CrownFilled,
};

/** Decorative: the standing's words are always beside it or in the control's name. */
export function StandingIcon({ standing }: { standing: DojoStanding }) {
  const Icon = ICONS[standing];
  return <Icon aria-hidden />;
}
