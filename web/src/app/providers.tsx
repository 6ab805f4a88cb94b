import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { LiveAnnouncer } from "@/shared/announcer/live-announcer.tsx";
import { WaitingNotice } from "@/shared/components/waiting-notice.tsx";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useAntdLocale } from "@/shared/i18n/use-antd-locale.ts";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { UpdateNotice } from "@/shared/offline/update-notice.tsx";
import { ToastHost } from "@/shared/toast/toast-host.tsx";
import { useToastHotkey } from "@/shared/toast/use-toast-hotkey.ts";
import { appTheme } from "./theme.ts";

/** Toasts open below the sticky header, never over its buttons. */
const TOAST_TOP = 64;

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme, language, toasts, live announcements and data fetching: everything a screen needs around it. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useToastHotkey();
  const { locale } = useLocale();
  const antdLocale = useAntdLocale(locale);
  // antd's transitions (dialogs, popovers, tabs) stop for members who ask for less motion.
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const theme = reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme;
  return (
    <ConfigProvider theme={theme} locale={antdLocale}>
      <ToastHost top={TOAST_TOP}>
        <WaitingNotice />
        <LiveAnnouncer />
        <UpdateNotice />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ToastHost>
    </ConfigProvider>
  );
}
