import { notification, theme } from "antd";
import { createContext, type ReactNode } from "react";
import { TOAST_CONFIG } from "./toast-config.ts";

/** What use-toast.ts shows toasts through: antd's notification, bound to the app's theme and language. */
export type ToastApi = ReturnType<typeof notification.useNotification>[0];

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * The app's toasts (antd's notification, at most one at a time) and the page's base text style.
 * antd's App component did both, and with them its modal and message hosts, which nothing uses:
 * their code (about 8 kB gzipped) was on every first page, the sign-in form's included.
 */
export function ToastHost({ top, children }: { top: number; children: ReactNode }) {
  const { token } = theme.useToken();
  const [api, holder] = notification.useNotification({ ...TOAST_CONFIG, placement: "topRight", top });
  return (
    <ToastContext value={api}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {holder}
        {children}
      </div>
    </ToastContext>
  );
}
