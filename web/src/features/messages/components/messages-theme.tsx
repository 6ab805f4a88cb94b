import { ConfigProvider } from "antd";
import type { ReactNode } from "react";

/**
 * The app's theme with readable placeholders ("Type your message...", the searches): antd's dark
 * placeholder grey is about 2:1 on the input; this one is about 6:1 and still lighter than text.
 */
const READABLE_PLACEHOLDERS = { token: { colorTextPlaceholder: "rgba(255, 255, 255, 0.55)" } };

export function MessagesTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={READABLE_PLACEHOLDERS}>{children}</ConfigProvider>;
}
