import { act } from "@testing-library/react";
import { setLocale } from "@/shared/i18n/use-locale.ts";

/** Waits until antd's own Portuguese texts have loaded (use-antd-locale.ts loads them on first use). */
export async function settleLocale(): Promise<void> {
  await act(async () => {
    await import("antd/locale/pt_BR");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Switches the rendered app to Brazilian Portuguese, antd's own texts included. */
export async function speakPortuguese(): Promise<void> {
  setLocale("pt-BR");
  await settleLocale();
}
