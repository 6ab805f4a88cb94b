import { act } from "@testing-library/react";
import { setLocale } from "@/shared/i18n/use-locale.ts";

/**
 * Switches a rendered screen to Brazilian Portuguese and waits for antd's own catalog too: the app
 * re-renders under antd's locale once it has loaded (a dialog's open state does not survive it),
 * so a test acts on the screen only after that.
 */
export async function speakPortuguese(): Promise<void> {
  setLocale("pt-BR");
  await act(async () => {
    await import("antd/locale/pt_BR");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
