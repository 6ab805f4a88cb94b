import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { StartingNotice } from "@/shared/components/starting-notice.tsx";
import { TOAST_CONFIG } from "@/shared/toast/toast-config.ts";
import { useToastHotkey } from "@/shared/toast/use-toast-hotkey.ts";
import { appTheme } from "./theme.ts";

/** Toasts open below the sticky header, never over its buttons. */
const TOAST_TOP = 64;

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme, toasts (antd App) and data fetching: everything a screen needs around it. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useToastHotkey();
  return (
    <ConfigProvider theme={appTheme}>
      <AntApp message={TOAST_CONFIG} notification={{ ...TOAST_CONFIG, placement: "topRight", top: TOAST_TOP }}>
        <StartingNotice />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
