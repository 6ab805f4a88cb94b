import { use, useMemo } from "react";
import { announce } from "@/shared/announcer/announcer.ts";
import { ToastContext } from "./toast-host.tsx";

export interface Toast {
  success: (title: string, detail?: string) => void;
  /** Destructive toasts (SPEC §8). */
  error: (title: string, detail?: string) => void;
}

const spoken = (title: string, detail?: string) => (detail ? `${title}. ${detail}` : title);

// The notice itself is silent: the app's live regions (LiveAnnouncer), present from the start, say
// it once. A region inserted with its text is read by some screen readers and not others.
const SILENT_NOTICE = { role: "status", props: { "aria-live": "off" } } as const;

/**
 * Toasts through antd's notification (its host is toast-host.tsx, in app/providers.tsx). Every toast goes through
 * this one channel so that "at most 1 shown at a time" holds across the whole app, and each is
 * announced to screen readers (errors at once, the rest politely).
 */
export function useToast(): Toast {
  const notification = use(ToastContext);
  if (!notification) throw new Error("useToast needs the app's providers (ToastHost)");
  return useMemo(
    () => ({
      success: (title, detail) => {
        notification.success({ title, description: detail, ...SILENT_NOTICE });
        announce(spoken(title, detail));
      },
      error: (title, detail) => {
        notification.error({ title, description: detail, ...SILENT_NOTICE });
        announce(spoken(title, detail), { assertive: true });
      },
    }),
    [notification],
  );
}
