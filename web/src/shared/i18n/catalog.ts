/**
 * A translation of the source catalog `Source`: the same keys, every value a string. Typing each
 * locale's catalog with it makes a missing or misspelt key a type error; catalog.unit.spec.ts checks
 * the same at run time, plural forms included.
 */
export type Translation<Source> = { readonly [Key in keyof Source]: Source[Key] extends string ? string : Translation<Source[Key]> };
