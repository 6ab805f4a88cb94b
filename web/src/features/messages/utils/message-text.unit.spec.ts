import { afterEach, describe, expect, it } from "vitest";
import { fixedText } from "@/shared/i18n/register-catalog.ts";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import "../i18n/catalog.ts";
import { messageText } from "./message-text.ts";

const t = () => fixedText("messages");

describe("messageText", () => {
  afterEach(() => localStorage.clear());

  it("translates a system line the catalog knows, word for word", () => {
    expect(messageText({ system: true, content: "You matched! Say hello." }, t())).toBe("You matched! Say hello.");
    setLocale("pt-BR");
    expect(messageText({ system: true, content: "You matched! Say hello." }, t())).toBe("Deu match! Diga oi.");
  });

  it("shows members' words and unknown system lines as sent", () => {
    setLocale("pt-BR");
    expect(messageText({ system: false, content: "You matched! Say hello." }, t())).toBe("You matched! Say hello.");
    expect(messageText({ system: true, content: "Something new" }, t())).toBe("Something new");
  });
});
