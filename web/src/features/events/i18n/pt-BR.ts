import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  title: "Eventos de treino",
  upcoming: {
    title: "Próximos eventos",
    viewAll: "Ver todos",
    empty: "Nenhum evento próximo",
  },
};
