import { Flex, Radio, Typography } from "antd";
import { LOCALE_NAMES, LOCALES, isLocale } from "@/shared/i18n/locales.ts";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useOptionsText } from "../i18n/catalog.ts";

/**
 * The language switch: each language in its own name (marked with its `lang`, so a screen reader
 * pronounces it right, WCAG 3.1.2), the current one chosen. The choice applies at once.
 */
export function LanguageChoice() {
  const { t } = useOptionsText();
  const { locale, setLocale } = useLocale();
  return (
    <Flex vertical gap="small">
      <Typography.Title id="language-choice-label" level={3} style={{ fontSize: 16, margin: 0 }}>
        {t("account.language")}
      </Typography.Title>
      <Radio.Group
        aria-labelledby="language-choice-label"
        aria-describedby="language-choice-hint"
        value={locale}
        onChange={(event) => {
          const chosen: unknown = event.target.value;
          if (isLocale(chosen)) setLocale(chosen);
        }}
        options={LOCALES.map((value) => ({ value, label: <span lang={value}>{LOCALE_NAMES[value]}</span> }))}
      />
      <Typography.Text id="language-choice-hint" type="secondary">
        {t("account.languageHint")}
      </Typography.Text>
    </Flex>
  );
}
