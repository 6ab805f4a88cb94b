import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  title: "404 Página não encontrada",
  hint: "Talvez esta página ainda não tenha sido adicionada ao roteador.",
};
