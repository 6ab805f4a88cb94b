import { describe, expect, it } from "vitest";
import { TRANSLATION_PLURAL_EXTRAS } from "./catalog.ts";

// Every namespace's catalogs, found by their place: <folder>/i18n/<locale>.ts (shared/i18n/common/ for common).
const sources = import.meta.glob<{ en: Catalog }>(["/src/**/i18n/en.ts", "/src/shared/i18n/common/en.ts"], {
  eager: true,
});
const translations = import.meta.glob<{ ptBR: Catalog }>(
  ["/src/**/i18n/pt-BR.ts", "/src/shared/i18n/common/pt-BR.ts"],
  { eager: true },
);

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
  const namespaces = Object.keys(sources).map((path) => path.replace(/\/en\.ts$/, ""));
  it("exist for every namespace in both languages", () => {
    expect(namespaces.length).toBeGreaterThan(15);
    for (const namespace of namespaces) expect(translations, namespace).toHaveProperty(`${namespace}/pt-BR.ts`);
  });

  describe.each(namespaces)("%s", (namespace) => {
    const english = leaves(sources[`${namespace}/en.ts`]!.en);
    const portuguese = leaves(translations[`${namespace}/pt-BR.ts`]!.ptBR);

    it("has a Portuguese text for every English key, every Portuguese plural form, and no other key", () => {
      const expected = [...english.keys()].flatMap((key) =>
        key.endsWith("_other")
          ? [key, ...TRANSLATION_PLURAL_EXTRAS.map((form) => key.replace(/_other$/, `_${form}`))]
          : [key],
      );
      expect([...portuguese.keys()].sort()).toEqual(expected.sort());
    });

    it("has every plural form Brazilian Portuguese numbers take", () => {
      const forms = new Intl.PluralRules("pt-BR").resolvedOptions().pluralCategories;
      for (const key of english.keys()) {
        if (!key.endsWith("_other")) continue;
        for (const form of forms)
          expect(portuguese.has(key.replace(/_other$/, `_${form}`)), `${namespace} ${key} ${form}`).toBe(true);
      }
    });

    it("has no empty text, and keeps every {{placeholder}} in the translation", () => {
      for (const [key, text] of english) {
        expect(text.trim(), `${namespace} en ${key}`).not.toBe("");
        const forms = key.endsWith("_other")
          ? [key, ...TRANSLATION_PLURAL_EXTRAS.map((form) => key.replace(/_other$/, `_${form}`))]
          : [key];
        for (const form of forms) {
          expect(portuguese.get(form)?.trim(), `${namespace} pt-BR ${form}`).toBeTruthy();
          expect(placeholders(portuguese.get(form) ?? ""), `${namespace} pt-BR ${form}`).toEqual(placeholders(text));
        }
      }
    });
  });
});
