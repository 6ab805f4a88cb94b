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
  /** Its words in the layout catalog (nav.<key>). */
  key: "home" | "matching" | "messages" | "dojos" | "events" | "gyms" | "options" | "help";
  to: NavPath;
  /** Rendered aria-hidden: the words name the entry. */
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
}

/** The header's navigation and the mobile menu's 8 entries, in SPEC §2 order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: "home", to: "/", icon: HomeOutlined },
  { key: "matching", to: "/matching", icon: HeartOutlined },
  { key: "messages", to: "/messages", icon: MessageOutlined },
  { key: "dojos", to: "/dojos", icon: TeamOutlined },
  { key: "events", to: "/events", icon: CalendarOutlined },
  { key: "gyms", to: "/gyms", icon: EnvironmentOutlined },
  { key: "options", to: "/options", icon: SettingOutlined },
  { key: "help", to: "/help", icon: QuestionCircleOutlined },
];

/** Home is current only on "/"; any other entry also for the paths below it. */
export function isCurrentPath(pathname: string, to: NavPath): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
