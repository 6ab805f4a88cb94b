import { useMemo } from "react";
import { useToast } from "@/shared/toast/use-toast.ts";
import { toastConnectionError } from "./connection-errors.ts";
import { useConnectionsText } from "./i18n/catalog.ts";

/**
 * SPEC §8's connection toasts in the app's language, for Matching's like and the profile's Connect:
 * `requestSent()` after a request, `failed(error)` after an error (true when the flow moves on).
 */
export function useConnectionToasts() {
  const toast = useToast();
  const { t } = useConnectionsText();
  return useMemo(
    () => ({
      requestSent: () => toast.success(t("requestSent")),
      failed: (error: unknown) => toastConnectionError(toast, t, error),
    }),
    [toast, t],
  );
}
