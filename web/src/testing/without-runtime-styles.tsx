import { ConfigProvider } from "antd";
import type { ReactNode } from "react";

/**
 * Turns off antd's runtime CSS for tests. jsdom's getComputedStyle walks every CSS rule in the
 * document, and role queries call it for every element: with antd's injected styles a single
 * `getByRole` on a form takes more than a second. The app's own ConfigProvider inherits this.
 */
export function WithoutRuntimeStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;
}
