import { act } from "@testing-library/react";
import { setLocale } from "@/shared/i18n/use-locale.ts";

/**
 * Switches the rendered app to Brazilian Portuguese and lets antd's own Portuguese texts load too
 * (shared/i18n/use-antd-locale.ts loads them on first use), so a test sees the whole screen in it.
 */
export async function speakPortuguese(): Promise<void> {
  setLocale("pt-BR");
  await act(async () => {
    await import("antd/locale/pt_BR");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
