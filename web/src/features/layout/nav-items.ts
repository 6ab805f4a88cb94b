import type { ComponentType } from "react";
import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import HeartOutlined from "@ant-design/icons/HeartOutlined";
import HomeOutlined from "@ant-design/icons/HomeOutlined";
import MessageOutlined from "@ant-design/icons/MessageOutlined";
import QuestionCircleOutlined from "@ant-design/icons/QuestionCircleOutlined";
import SettingOutlined from "@ant-design/icons/SettingOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";

export type NavPath = "/" | "/matching" | "/messages" | "/dojos" | "/events" | "/gyms" | "/options" | "/help";

export interface NavItem {
  label: string;
  to: NavPath;
  /** Rendered aria-hidden: the label names the entry. */
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
}

/** The header's navigation and the mobile menu's 8 entries, in SPEC §2 order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", to: "/", icon: HomeOutlined },
  { label: "Matching", to: "/matching", icon: HeartOutlined },
  { label: "Messages", to: "/messages", icon: MessageOutlined },
  { label: "Dojos", to: "/dojos", icon: TeamOutlined },
  { label: "Events", to: "/events", icon: CalendarOutlined },
  { label: "Gyms", to: "/gyms", icon: EnvironmentOutlined },
  { label: "Options", to: "/options", icon: SettingOutlined },
  { label: "Help", to: "/help", icon: QuestionCircleOutlined },
];

/** Home is current only on "/"; any other entry also for the paths below it. */
export function isCurrentPath(pathname: string, to: NavPath): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
