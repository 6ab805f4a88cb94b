/**
 * A translation of the source catalog `Source`: the same keys, every value a string, so a missing
 * or misspelt key is a type error (catalog.unit.spec.ts checks the same at run time).
 *
 * Plurals: English has one and other; Brazilian Portuguese also has "many" (a million: i18next
 * picks `_many` for 1,000,000) and reads 0 in the plural, while Intl files 0 under "one" ("0
 * membro"). So for each `x_other` of the source, a translation also has `x_many` and `x_zero`
 * (i18next uses `_zero` for a count of 0 in any language).
 */
export type Translation<Source> = {
  readonly [Key in keyof Source]: Source[Key] extends string ? string : Translation<Source[Key]>;
} & {
  readonly [Key in keyof Source as Key extends `${infer Base}_other` ? `${Base}_many` | `${Base}_zero` : never]: string;
};

/** The keys a translation adds to its source's plural keys: `x_other` → `x_many`, `x_zero`. */
export const TRANSLATION_PLURAL_EXTRAS = ["many", "zero"] as const;
