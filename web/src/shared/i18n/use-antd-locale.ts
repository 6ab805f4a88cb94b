import type { Locale as AntdLocale } from "antd/es/locale";
import { useEffect, useState } from "react";
import type { Locale } from "./locales.ts";

// antd's own texts (pagination, empty states, pickers, "OK"/"Cancel") per language. English is
// antd's built-in default; any other is loaded when first chosen, so English readers never download it.
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<AntdLocale>> = {
  "pt-BR": () => import("antd/locale/pt_BR").then((module) => module.default),
};

/** antd's locale for the app's language: undefined (antd's English) until another has loaded. */
export function useAntdLocale(locale: Locale): AntdLocale | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; antd: AntdLocale } | null>(null);
  useEffect(() => {
    if (locale === "en") return;
    let current = true;
    void LOADERS[locale]().then((antd) => current && setLoaded({ locale, antd }));
    return () => {
      current = false;
    };
  }, [locale]);
  return locale !== "en" && loaded?.locale === locale ? loaded.antd : undefined;
}
