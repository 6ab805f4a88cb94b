import { SEARCH } from "@kumite/contracts/limits";

/** First letters of the words of a name, at most 2, uppercase: "Ana de Souza" → "AD". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, SEARCH.maxInitials)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}
