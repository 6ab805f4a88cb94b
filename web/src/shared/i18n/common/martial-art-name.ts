import { i18n } from "@/shared/i18n/i18n.ts";
import "./catalog.ts"; // registers the common catalog it reads

/**
 * A martial art's name in the app's language ("Judo" → "Judô"). The value the server stores and
 * filters on stays as it is; a name this build does not know (a dojo's own) shows as given.
 * Components that show it re-render on a language switch through their own catalog hook.
 */
export function martialArtName(art: string): string {
  return i18n.t(`arts.${art}`, { ns: "common", defaultValue: art });
}
