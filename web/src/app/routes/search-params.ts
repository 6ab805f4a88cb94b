/**
 * A search param as an optional id. The router parses search values as JSON, so `?dojoId=42`
 * arrives as a number; ids are strings everywhere else.
 */
export function optionalId(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value;
  return undefined;
}
