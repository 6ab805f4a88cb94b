import { isErrorCode, type ErrorCode } from "@kumite/contracts/error-codes";
import { i18n } from "@/shared/i18n/i18n.ts";
import { SOURCE_LOCALE } from "@/shared/i18n/locales.ts";
import { currentLocale } from "@/shared/i18n/use-locale.ts";
import { isApiError } from "./api-error.ts";

// The errors catalog words codes for languages other than English; it loads once one is spoken.
let errorWords: Promise<unknown> | null = null;
export const loadErrorWords = () => (errorWords ??= import("./i18n/catalog.ts"));
const loadForLanguage = (language: string) => {
  if (language !== SOURCE_LOCALE) void loadErrorWords();
};
loadForLanguage(currentLocale());
i18n.on("languageChanged", loadForLanguage);

/** The JSON error reply's `{ message, code }` (DESIGN.md, contracts/src/error-codes.ts), if it is one. */
export function errorReply(error: unknown): { message: string; code: ErrorCode | null } | null {
  if (!isApiError(error)) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      const code = "code" in parsed && isErrorCode(parsed.code) ? parsed.code : null;
      return { message: parsed.message.trim(), code };
    }
  } catch {
    // not JSON: no reply to read
  }
  return null;
}

/** "30 segundos", "5 minutos": a wait in the locale's words, in whole minutes from a minute on. */
function waitInWords(seconds: number, locale: string): string {
  const [amount, unit] = seconds < 60 ? [Math.ceil(seconds), "second"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(amount);
}

/**
 * What to tell the member about a failed call. In English, the server's own message (it is
 * English, and the most precise: "must be at most 500 km"); in another language, the words the
 * `errors` catalog has for the reply's `code`. The fallback covers network failures, empty or
 * non-JSON bodies, and a code this web does not know yet.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const reply = errorReply(error);
  if (!reply) return fallback;
  if (currentLocale() !== SOURCE_LOCALE && reply.code) {
    const retryAfter = isApiError(error) ? error.retryAfterSeconds : null;
    if (reply.code === "rate-limited" && retryAfter !== null) {
      const waited = i18n.t("waits.rateLimited", {
        ns: "errors",
        defaultValue: "",
        wait: waitInWords(retryAfter, currentLocale()),
      });
      if (waited) return waited;
    }
    // Until the catalog has loaded (the first moments in another language), the English stays.
    const translated = i18n.t(reply.code, { ns: "errors", defaultValue: "" });
    if (translated) return translated;
  }
  return reply.message || fallback;
}
