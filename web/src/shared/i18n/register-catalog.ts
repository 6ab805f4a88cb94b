import type { TypeOptions } from "i18next";
import { useTranslation } from "react-i18next";
import type { Translation } from "./catalog.ts";
import { i18n } from "./i18n.ts";

/** The app's namespaces: one per feature (and shared part) that has strings, declared in app/i18n-resources.d.ts. */
export type Namespace = keyof TypeOptions["resources"] & string;

export type Catalogs<N extends Namespace> = {
  en: TypeOptions["resources"][N];
  "pt-BR": Translation<TypeOptions["resources"][N]>;
};

/**
 * Adds a namespace's catalogs to the app's i18n and answers the hook its components read them
 * with. Called once, in the namespace's `catalog.ts` (a feature's `i18n/catalog.ts`), so the
 * strings load with the code that shows them, and whoever uses the hook has imported them.
 */
export function registerCatalog<N extends Namespace>(namespace: N, catalogs: Catalogs<N>) {
  for (const [locale, catalog] of Object.entries(catalogs)) {
    i18n.addResourceBundle(locale, namespace, catalog, true, true);
  }
  return () => useTranslation(namespace, { i18n });
}

/** The same catalogs outside React (toast texts built in a callback, say). */
export function fixedText<N extends Namespace>(namespace: N) {
  return i18n.getFixedT(null, namespace);
}
