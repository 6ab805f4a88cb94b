/**
 * The number a plural form is chosen by, for a count shown as a number or as "N+" (N loaded, more
 * to come): "1+" counts as 2, so it reads "Posts" rather than "Post".
 */
export function pluralCount(shown: number | string): number {
  if (typeof shown === "number") return shown;
  const loaded = Number.parseInt(shown, 10);
  if (Number.isNaN(loaded)) return 0;
  return shown.trim().endsWith("+") ? loaded + 1 : loaded;
}
