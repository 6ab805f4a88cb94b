import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  heading: "Feed da comunidade",
  findPartners: {
    title: "Encontre parceiros de treino",
    text: "Deslize pelos artistas marciais que combinam com seu estilo, nível e horários.",
    action: "Buscar parceiros",
  },
};
