import type { Locale as AntdLocale } from "antd/es/locale";
import { useEffect, useState } from "react";
import type { Locale } from "./locales.ts";

// antd's own texts (pagination, empty states, pickers, "OK"/"Cancel") per language. Its components
// carry their English within them, so English needs nothing but its name; another language is
// loaded when first chosen, so English readers never download it.
const ENGLISH: AntdLocale = { locale: "en" };
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<AntdLocale>> = {
  "pt-BR": () => import("antd/locale/pt_BR").then((module) => module.default),
};

/**
 * antd's locale for the app's language. Always an object: antd's ConfigProvider wraps its children
 * differently with and without one, and a switch between the two would remount every screen. While
 * another language loads, the one before stays.
 */
export function useAntdLocale(locale: Locale): AntdLocale {
  const [shown, setShown] = useState<{ locale: Locale; antd: AntdLocale }>({ locale: "en", antd: ENGLISH });
  useEffect(() => {
    if (locale === "en") {
      setShown({ locale, antd: ENGLISH });
      return;
    }
    let current = true;
    void LOADERS[locale]().then((antd) => current && setShown({ locale, antd }));
    return () => {
      current = false;
    };
  }, [locale]);
  return shown.antd;
}
