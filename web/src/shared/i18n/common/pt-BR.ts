import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  justNow: "Agora mesmo",
  starting: "O Kumite está iniciando. Sua tela aparece em instantes.",
  martialArts: "Artes marciais",
  moreCount_one: "+{{count}} outra",
  moreCount_other: "+{{count}} outras",
};
