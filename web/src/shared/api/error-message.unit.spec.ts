import { ERROR_CODES } from "@kumite/contracts/error-codes";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n/i18n.ts";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { ApiError } from "./api-error.ts";
import { loadErrorWords, serverMessage } from "./error-message.ts";

const reply = (status: number, body: object) => new ApiError(status, JSON.stringify(body), "");

beforeAll(async () => {
  await loadErrorWords();
});

describe("serverMessage", () => {
  it("reads the JSON message of an error reply in English", () => {
    const error = reply(409, {
      message: "You've already sent a request to this user",
      code: "connection.already-requested",
    });
    expect(serverMessage(error, "An error occurred")).toBe("You've already sent a request to this user");
  });

  it("falls back for network failures, empty and non-JSON bodies", () => {
    expect(serverMessage(new TypeError("Failed to fetch"), "An error occurred")).toBe("An error occurred");
    expect(serverMessage(new ApiError(502, "", "Bad Gateway"), "Fallback")).toBe("Fallback");
    expect(serverMessage(new ApiError(502, "<html>", "Bad Gateway"), "Fallback")).toBe("Fallback");
  });

  it("words the reply's code in the member's language", () => {
    setLocale("pt-BR");
    const error = reply(409, {
      message: "You've already sent a request to this user",
      code: "connection.already-requested",
    });
    expect(serverMessage(error, "Erro")).toBe("Você já enviou um pedido para este usuário");
    expect(
      serverMessage(reply(400, { message: "Invalid body: content is required", code: "validation.invalid" }), "Erro"),
    ).toBe("Algo do que você preencheu não é válido");
  });

  it("says how long to wait after too many attempts, from Retry-After", () => {
    setLocale("pt-BR");
    const body = JSON.stringify({ message: "Too many attempts: try again in 5 minutes", code: "rate-limited" });
    expect(serverMessage(new ApiError(429, body, "", 290), "Erro")).toBe(
      "Tentativas demais: tente de novo em 5 minutos",
    );
    expect(serverMessage(new ApiError(429, body, "", 8), "Erro")).toBe(
      "Tentativas demais: tente de novo em 8 segundos",
    );
    expect(serverMessage(new ApiError(429, body, ""), "Erro")).toBe("Tentativas demais: tente de novo daqui a pouco");
  });

  it("says a write that could not be confirmed may be sent again, in the member's language", () => {
    setLocale("pt-BR");
    const error = new ApiError(
      503,
      JSON.stringify({
        message: "Kumite could not confirm this was saved: send it again and it will be stored once",
        code: "save.unknown",
      }),
      "",
      2,
    );
    expect(serverMessage(error, "Erro")).toBe(
      "O Kumite não conseguiu confirmar que isso foi salvo: envie de novo e será salvo uma única vez",
    );
  });

  it("keeps the server's words for a code this web does not know yet", () => {
    setLocale("pt-BR");
    expect(serverMessage(reply(409, { message: "Something new", code: "brand.new-code" }), "Erro")).toBe(
      "Something new",
    );
  });
});

describe("the errors catalog", () => {
  it.each(["en", "pt-BR"])("words every code the API can send in %s", (locale) => {
    const missing = ERROR_CODES.filter((code) => !i18n.exists(code, { ns: "errors", lng: locale, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});
