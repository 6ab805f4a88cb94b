import { theme, type ThemeConfig } from "antd";

/** The dark theme is applied at start (SPEC §1). */
export const appTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: "#dc2626",
    borderRadius: 8,
  },
};
