import { describe, expect, it } from "vitest";
import { closestLocale, preferredLocale } from "./locales.ts";

describe("the language Kumite speaks to a visitor", () => {
  it("is their own choice first", () => {
    expect(preferredLocale("pt-BR", ["en-US"])).toBe("pt-BR");
    expect(preferredLocale("en", ["pt-BR"])).toBe("en");
  });

  it("is otherwise the first browser language it speaks, any Portuguese as Brazilian", () => {
    expect(preferredLocale(null, ["pt-BR", "en"])).toBe("pt-BR");
    expect(preferredLocale(null, ["de-DE", "pt-PT", "en"])).toBe("pt-BR");
    expect(preferredLocale(null, ["de-DE", "en-GB", "pt"])).toBe("en");
    expect(preferredLocale("klingon", ["pt"])).toBe("pt-BR");
  });

  it("is English when the browser speaks nothing Kumite does", () => {
    expect(preferredLocale(null, ["de", "fr"])).toBe("en");
    expect(preferredLocale(null, [])).toBe("en");
    // "ptx" is not Portuguese.
    expect(preferredLocale(null, ["ptx"])).toBe("en");
  });

  it("maps a single tag to the closest catalog", () => {
    expect(closestLocale("pt-PT")).toBe("pt-BR");
    expect(closestLocale("en-GB")).toBe("en");
  });
});
