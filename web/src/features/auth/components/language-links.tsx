import { Button, Flex } from "antd";
import { LOCALE_NAMES, LOCALES } from "@/shared/i18n/locales.ts";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useAuthText } from "../i18n/catalog.ts";

/**
 * The language switch for visitors who are not signed in (members have Options → Account): each
 * language in its own name and `lang`, the current one pressed.
 */
export function LanguageLinks() {
  const { t } = useAuthText();
  const { locale, setLocale } = useLocale();
  return (
    <nav aria-label={t("language")}>
      <Flex justify="center" gap="small" wrap>
        {LOCALES.map((value) => (
          <Button
            key={value}
            type="text"
            size="small"
            lang={value}
            aria-pressed={value === locale}
            // The current language shows as chosen, not by colour alone.
            style={value === locale ? { fontWeight: 600, textDecoration: "underline" } : undefined}
            onClick={() => setLocale(value)}
          >
            {LOCALE_NAMES[value]}
          </Button>
        ))}
      </Flex>
    </nav>
  );
}
