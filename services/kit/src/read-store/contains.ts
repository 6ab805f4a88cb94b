/**
 * A filter condition matching a text field that holds `text` as it is written (a query's words,
 * with no pattern characters of their own): what a search box asks of a lower-cased search text.
 */
export function contains(text: string): { $regex: string } {
  return { $regex: text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") };
}
