import { App } from "antd";
import { useMemo } from "react";

export interface Toast {
  success: (title: string, detail?: string) => void;
  /** Destructive toasts (SPEC §8). */
  error: (title: string, detail?: string) => void;
}

/**
 * Toasts through antd's notification (configured in app/providers.tsx). Every toast goes through
 * this one channel so that "at most 1 shown at a time" holds across the whole app.
 */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, detail) => notification.success({ title, description: detail }),
      error: (title, detail) => notification.error({ title, description: detail }),
    }),
    [notification],
  );
}
