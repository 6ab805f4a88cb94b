import { describe, expect, it } from "vitest";
import { LOCALES, SOURCE_LOCALE } from "./locales.ts";

// Every namespace's catalogs, found by their place: <folder>/i18n/<locale>.ts (shared/i18n/common/ for common).
const sources = import.meta.glob<{ en: Catalog }>(["/src/**/i18n/en.ts", "/src/shared/i18n/common/en.ts"], { eager: true });
const translations = import.meta.glob<{ ptBR: Catalog }>(["/src/**/i18n/pt-BR.ts", "/src/shared/i18n/common/pt-BR.ts"], { eager: true });

type Catalog = { readonly [key: string]: string | Catalog };

/** Every leaf of a catalog as "a.b.c" → text. */
function leaves(catalog: Catalog, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("message catalogs", () => {
  it("speak English first and Brazilian Portuguese second", () => {
    expect(SOURCE_LOCALE).toBe("en");
    expect(LOCALES).toEqual(["en", "pt-BR"]);
  });

  const namespaces = Object.keys(sources).map((path) => path.replace(/\/en\.ts$/, ""));
  it("exist for every namespace in both languages", () => {
    expect(namespaces.length).toBeGreaterThan(15);
    for (const namespace of namespaces) expect(translations, namespace).toHaveProperty(`${namespace}/pt-BR.ts`);
  });

  describe.each(namespaces)("%s", (namespace) => {
    const english = leaves(sources[`${namespace}/en.ts`]!.en);
    const portuguese = leaves(translations[`${namespace}/pt-BR.ts`]!.ptBR);

    it("has a Portuguese text for every English key, and no key English lacks", () => {
      expect([...portuguese.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it("has no empty text, and keeps every {{placeholder}} in the translation", () => {
      for (const [key, text] of english) {
        expect(text.trim(), `${namespace} en ${key}`).not.toBe("");
        expect(portuguese.get(key)?.trim(), `${namespace} pt-BR ${key}`).toBeTruthy();
        expect(placeholders(portuguese.get(key) ?? ""), `${namespace} pt-BR ${key}`).toEqual(placeholders(text));
      }
    });
  });
});
