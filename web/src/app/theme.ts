import { theme, type ThemeConfig } from "antd";

// The dark theme is applied at start (SPEC §1). antd's dark defaults put secondary text,
// placeholders, links and the selected tab under WCAG AA's 4.5:1 on its dark surfaces: those are
// raised here, once for every screen (checked with axe-core in the browser tests).
const READABLE_RED = "#f87171";

export const appTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: "#dc2626",
    borderRadius: 8,
    colorTextSecondary: "rgba(255, 255, 255, 0.72)",
    colorTextTertiary: "rgba(255, 255, 255, 0.62)",
    colorTextDescription: "rgba(255, 255, 255, 0.72)",
    colorTextPlaceholder: "rgba(255, 255, 255, 0.62)",
    // Input suffixes ("km", "kg") use it too.
    colorTextQuaternary: "rgba(255, 255, 255, 0.55)",
    // Red text on dark surfaces (the header's current link): the brand red is under 4.5:1 there.
    colorPrimaryText: READABLE_RED,
    colorPrimaryTextHover: "#fca5a5",
    colorLink: "#7cb4ff",
    colorLinkHover: "#a6ccff",
  },
  components: {
    Tabs: { itemSelectedColor: READABLE_RED, itemHoverColor: READABLE_RED, itemActiveColor: READABLE_RED },
    // The feed's category sidebar: its selected entry.
    Menu: { itemSelectedColor: READABLE_RED },
    // A default button under the pointer (or pressed) turns the brand red, under 4.5:1 on the dark
    // surfaces: the readable red instead.
    Button: {
      defaultHoverColor: READABLE_RED,
      defaultHoverBorderColor: READABLE_RED,
      defaultActiveColor: "#fca5a5",
      defaultActiveBorderColor: "#fca5a5",
    },
  },
};
